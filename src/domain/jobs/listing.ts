import { alias } from '@payloadcms/db-postgres/drizzle/pg-core'

import { sql } from '@/lib/payload/sql'
import { job_postings } from '@/payload-generated-schema'

type Row = { status?: string | null; paid?: boolean | null; confidential?: boolean | null }

/** `j` in `FROM ${job_postings} ${j}`, the alias every query on postings uses. */
export const j = alias(job_postings, 'j')
/** The posting columns the rules read, on `j`, on the table itself or on another alias of it. */
type Postings = Pick<ReturnType<typeof alias<typeof job_postings, string>>, 'status' | 'paid' | 'confidential'> | Pick<typeof job_postings, 'status' | 'paid' | 'confidential'>

/*
 * Which postings the public sees, in each form the code needs: each TypeScript predicate and its
 * SQL condition (on `j`, or the table or alias given) say the same thing, and this is the only
 * place that says it.
 */

/** Listed: active. Find Work, job alerts and the posting's own page show it. */
export const isListed = (job: Row) => job.status === 'active'
export const listedSql = (t: Postings = j) => sql`${t.status} = 'active'`

/**
 * Given to Google: listed and paid (the sitemap, the Indexing API). Every way to `active` sets
 * `paid` (transitions.ts); a row put there another way is still never offered to Google unpaid.
 */
export const isIndexable = (job: Row) => isListed(job) && job.paid === true
export const indexableSql = (t: Postings = j) => sql`${listedSql(t)} AND ${t.paid}`

/**
 * Names its company to everyone: paid and not confidential (otherwise only admins, the company's
 * members and applicants past pending read it: visibility.ts); a company page lists only these. A
 * document that lacks the rule's fields (never a stored row: keepVisibilityFields) does not.
 */
export const namesCompany = (job: Row) => job.paid === true && job.confidential !== undefined && !job.confidential
export const namesCompanySql = (t: Postings = j) => sql`${t.paid} AND NOT coalesce(${t.confidential}, false)`
