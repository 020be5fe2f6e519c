import { sql } from '@/lib/payload/sql'

type SQL = ReturnType<typeof sql>
type Row = { status?: string | null; paid?: boolean | null; confidential?: boolean | null }

/** `j` in `FROM job_postings j`, the alias every query on postings uses. */
const J = sql.raw('j')

/*
 * Which postings the public sees, in each form the code needs: each TypeScript predicate and its
 * SQL condition (on `job_postings j`, or the alias given) say the same thing, and this is the only
 * place that says it.
 */

/** Listed: active. Find Work, job alerts and the posting's own page show it. */
export const isListed = (job: Row) => job.status === 'active'
export const listedSql = (alias: SQL = J) => sql`${alias}.status = 'active'`

/**
 * Given to Google: listed and paid (the sitemap, the Indexing API). Every way to `active` sets
 * `paid` (transitions.ts); a row put there another way is still never offered to Google unpaid.
 */
export const isIndexable = (job: Row) => isListed(job) && job.paid === true
export const indexableSql = (alias: SQL = J) => sql`${listedSql(alias)} AND ${alias}.paid`

/**
 * Names its company to everyone: paid and not confidential (otherwise only admins, the company's
 * members and applicants past pending read it: visibility.ts); a company page lists only these. A
 * document that lacks the rule's fields (never a stored row: keepVisibilityFields) does not.
 */
export const namesCompany = (job: Row) => job.paid === true && job.confidential !== undefined && !job.confidential
export const namesCompanySql = (alias: SQL = J) => sql`${alias}.paid AND NOT coalesce(${alias}.confidential, false)`
