import 'server-only'

import type { PayloadRequest } from 'payload'

import { isAdminUser } from '@/access/roles'
import { companyOf } from '@/domain/companies/membership'
import { execute, sql } from '@/lib/payload/sql'
import { applications, job_postings, receipts, saved_jobs } from '@/payload-generated-schema'

import { SITE_ZONE, siteDay } from './events'
import { posting_daily_stats as stats } from './table'

/** The periods a screen or export may ask for, in days. */
export const PERIODS = [30, 90, 365] as const
export type Period = (typeof PERIODS)[number]
export const periodOf = (value: unknown): Period => (PERIODS as readonly number[]).includes(Number(value)) ? (Number(value) as Period) : 30

type Figures = { impressions: number; views: number; applyClicks: number; applications: number; saves: number }
export type PostingFigures = Figures & { id: number; title: string; applyRate: number | null }
export type DayFigures = Figures & { day: string }

/** Applications over views: the share of those who opened the posting who applied (null without views). */
const applyRate = (f: Pick<Figures, 'applications' | 'views'>): number | null => (f.views > 0 ? f.applications / f.views : null)

/**
 * Whose postings' figures the request may read: its company's (every member of the team), or for
 * an admin any company's (`company`), else their own. Null: none (no company, or signed out).
 */
export async function figuresCompany(req: PayloadRequest, company?: unknown): Promise<number | null> {
  if (!req.user) return null
  if (isAdminUser(req.user) && /^\d{1,9}$/.test(String(company ?? ''))) return Number(company)
  return companyOf(req)
}

const localDay = (column: unknown) => sql`(${column} AT TIME ZONE ${SITE_ZONE})::date`
const num = (value: unknown) => Number(value ?? 0)
const figuresOf = (row: Record<string, unknown>): Figures => ({
  impressions: num(row.impressions),
  views: num(row.views),
  applyClicks: num(row.apply_clicks),
  applications: num(row.applications),
  saves: num(row.saves),
})

/**
 * Each of the company's postings with its figures since `since` (newest posting first). Applications
 * and saves are counted from their own tables (exact, and nothing to keep in step); a save that was
 * removed no longer counts.
 */
export async function postingFigures(req: PayloadRequest, company: number, since: string, posting?: number): Promise<PostingFigures[]> {
  const rows = await execute(
    req.payload,
    sql`WITH p AS (SELECT ${job_postings.id} AS id, ${job_postings.title} AS title, ${job_postings.createdAt} AS created FROM ${job_postings}
         WHERE ${job_postings.facility} = ${company} ${posting ? sql`AND ${job_postings.id} = ${posting}` : sql``})
      SELECT p.id, p.title,
        coalesce(s.impressions, 0) AS impressions, coalesce(s.views, 0) AS views, coalesce(s.apply_clicks, 0) AS apply_clicks,
        (SELECT count(*) FROM ${applications} WHERE ${applications.jobPosting} = p.id AND ${localDay(applications.createdAt)} >= ${since}::date) AS applications,
        (SELECT count(*) FROM ${saved_jobs} WHERE ${saved_jobs.jobPosting} = p.id AND ${localDay(saved_jobs.createdAt)} >= ${since}::date) AS saves
      FROM p LEFT JOIN (
        SELECT ${stats.posting} AS posting, sum(${stats.impressions}) AS impressions, sum(${stats.views}) AS views, sum(${stats.applyClicks}) AS apply_clicks
          FROM ${stats} WHERE ${stats.posting} IN (SELECT id FROM p) AND ${stats.day} >= ${since}::date GROUP BY ${stats.posting}
      ) s ON s.posting = p.id
      ORDER BY p.created DESC, p.id DESC`,
    req,
  )
  return rows.map((row) => {
    const figures = figuresOf(row)
    return { id: Number(row.id), title: String(row.title), ...figures, applyRate: applyRate(figures) }
  })
}

/** The company's postings' (or one posting's) figures for each day since `since`, days without any included. */
export async function dailyFigures(req: PayloadRequest, company: number, since: string, posting?: number): Promise<DayFigures[]> {
  const today = siteDay(new Date())
  const rows = await execute(
    req.payload,
    sql`WITH p AS (SELECT ${job_postings.id} AS id FROM ${job_postings} WHERE ${job_postings.facility} = ${company} ${posting ? sql`AND ${job_postings.id} = ${posting}` : sql``}),
      s AS (SELECT ${stats.day} AS day, sum(${stats.impressions}) AS impressions, sum(${stats.views}) AS views, sum(${stats.applyClicks}) AS apply_clicks
        FROM ${stats} WHERE ${stats.posting} IN (SELECT id FROM p) AND ${stats.day} >= ${since}::date GROUP BY ${stats.day}),
      a AS (SELECT ${localDay(applications.createdAt)} AS day, count(*) AS n FROM ${applications}
        WHERE ${applications.jobPosting} IN (SELECT id FROM p) AND ${applications.createdAt} >= ${since}::date - 1 GROUP BY 1),
      v AS (SELECT ${localDay(saved_jobs.createdAt)} AS day, count(*) AS n FROM ${saved_jobs}
        WHERE ${saved_jobs.jobPosting} IN (SELECT id FROM p) AND ${saved_jobs.createdAt} >= ${since}::date - 1 GROUP BY 1)
      SELECT to_char(d, 'YYYY-MM-DD') AS day, s.impressions, s.views, s.apply_clicks, a.n AS applications, v.n AS saves
        FROM generate_series(${since}::date, ${today}::date, interval '1 day') AS d
        LEFT JOIN s ON s.day = d::date LEFT JOIN a ON a.day = d::date LEFT JOIN v ON v.day = d::date
        ORDER BY d`,
    req,
  )
  return rows.map((row) => ({ day: String(row.day), ...figuresOf(row) }))
}

export type WeekFigures = { week: string; published: number; applications: number; revenueCents: number; impressions: number; views: number; applyClicks: number }

/**
 * The site's weeks (Monday first, the site's zone), oldest first: postings published, applications,
 * revenue (in cents, CAD, before sales tax: the week's receipts less its credit notes, whose amounts
 * are negative) and the search-to-apply funnel. Admins only.
 */
export async function siteWeeks(req: PayloadRequest, weeks: number): Promise<WeekFigures[] | null> {
  if (!isAdminUser(req.user)) return null
  const today = siteDay(new Date())
  const week = (column: unknown) => sql`date_trunc('week', ${localDay(column)})::date`
  const rows = await execute(
    req.payload,
    sql`WITH w AS (SELECT generate_series(date_trunc('week', ${today}::date) - ${weeks - 1} * interval '1 week', date_trunc('week', ${today}::date), interval '1 week')::date AS week),
      pub AS (SELECT ${week(job_postings.postedDate)} AS week, count(*) AS n FROM ${job_postings} WHERE ${job_postings.postedDate} >= (SELECT min(week) FROM w) - 1 GROUP BY 1),
      app AS (SELECT ${week(applications.createdAt)} AS week, count(*) AS n FROM ${applications} WHERE ${applications.createdAt} >= (SELECT min(week) FROM w) - 1 GROUP BY 1),
      pay AS (SELECT ${week(receipts.issuedAt)} AS week, sum((${receipts.sale} ->> 'subtotalCents')::bigint) AS n FROM ${receipts}
        WHERE lower(${receipts.currency}) = 'cad' AND ${receipts.issuedAt} >= (SELECT min(week) FROM w) - 1 GROUP BY 1),
      s AS (SELECT date_trunc('week', ${stats.day})::date AS week, sum(${stats.impressions}) AS impressions, sum(${stats.views}) AS views, sum(${stats.applyClicks}) AS apply_clicks
        FROM ${stats} WHERE ${stats.day} >= (SELECT min(week) FROM w) GROUP BY 1)
      SELECT to_char(w.week, 'YYYY-MM-DD') AS week, pub.n AS published, app.n AS applications, pay.n AS revenue, s.impressions, s.views, s.apply_clicks
        FROM w LEFT JOIN pub USING (week) LEFT JOIN app USING (week) LEFT JOIN pay USING (week) LEFT JOIN s USING (week)
        ORDER BY w.week`,
    req,
  )
  return rows.map((row) => ({
    week: String(row.week),
    published: num(row.published),
    applications: num(row.applications),
    revenueCents: Math.round(num(row.revenue)),
    impressions: num(row.impressions),
    views: num(row.views),
    applyClicks: num(row.apply_clicks),
  }))
}
