import 'server-only'

import { createLocalReq, executeAuthStrategies, type PayloadRequest, type TypedUser } from 'payload'

import { idParam } from '@/domain/lists/params'
import { requestTranslator } from '@/i18n/requestLanguage'
import { getPayloadClient } from '@/lib/payload/client'

import { periodStart } from './events'
import { dailyFigures, figuresCompany, periodOf, postingFigures, siteWeeks } from './figures'

/** A CSV field: quoted, and text that a spreadsheet would run as a formula starts with an apostrophe. */
function field(value: string | number | null): string {
  const text = value === null ? '' : String(value)
  return `"${(typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`
}

const csv = (rows: (string | number | null)[][]) => rows.map((row) => row.map(field).join(',')).join('\r\n') + '\r\n'

const download = (body: string, name: string) =>
  new Response(body, { headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}"`, 'Cache-Control': 'private, no-store' } })

/** The signed-in person of a route handler's request, as a Local API request acting as them (access on). */
async function requestOf(request: Request): Promise<PayloadRequest | null> {
  const payload = await getPayloadClient()
  const { user } = await executeAuthStrategies({ headers: request.headers, payload })
  return user ? createLocalReq({ user: { ...user, collection: 'users' } as TypedUser }, payload) : null
}

/**
 * GET /api/analytics/postings.csv?days=30|90|365[&posting=ID][&company=ID for admins]: the company's
 * postings' totals, or with `posting` that posting's days. 401 signed out, 403 without a company.
 */
export async function postingsCsv(request: Request): Promise<Response> {
  const t = requestTranslator(request)
  const req = await requestOf(request)
  if (!req) return Response.json({ error: t('analytics.signIn') }, { status: 401 })
  const params = new URL(request.url).searchParams
  const company = await figuresCompany(req, params.get('company'))
  if (company === null) return Response.json({ error: t('analytics.noCompany') }, { status: 403 })
  const days = periodOf(params.get('days'))
  const since = periodStart(days)
  if (params.has('posting')) {
    // Not an id, or not one of the company's postings: the same answer, which says nothing of other companies.
    const posting = idParam(params.get('posting') ?? undefined)
    const [own] = posting ? await postingFigures(req, company, since, posting) : []
    if (!posting || !own) return Response.json({ error: t('analytics.notYourPosting') }, { status: 404 })
    const rows = await dailyFigures(req, company, since, posting)
    return download(
      csv([['day', 'impressions', 'views', 'apply_clicks', 'applications', 'saves'], ...rows.map((d) => [d.day, d.impressions, d.views, d.applyClicks, d.applications, d.saves])]),
      `posting-${posting}-${days}d.csv`,
    )
  }
  const rows = await postingFigures(req, company, since)
  return download(
    csv([
      ['posting_id', 'title', 'impressions', 'views', 'apply_clicks', 'applications', 'saves', 'apply_rate'],
      ...rows.map((p) => [p.id, p.title, p.impressions, p.views, p.applyClicks, p.applications, p.saves, p.applyRate === null ? null : p.applyRate.toFixed(4)]),
    ]),
    `postings-${days}d.csv`,
  )
}

/** GET /api/analytics/site.csv?weeks=N (1–104, default 52): the site's weeks. Admins only (401, 403). */
export async function siteCsv(request: Request): Promise<Response> {
  const t = requestTranslator(request)
  const req = await requestOf(request)
  if (!req) return Response.json({ error: t('analytics.signIn') }, { status: 401 })
  const asked = Number(new URL(request.url).searchParams.get('weeks'))
  const weeks = await siteWeeks(req, Number.isInteger(asked) && asked >= 1 && asked <= 104 ? asked : 52)
  if (!weeks) return Response.json({ error: t('analytics.adminOnly') }, { status: 403 })
  return download(
    csv([
      ['week', 'postings_published', 'applications', 'revenue_cents', 'impressions', 'views', 'apply_clicks'],
      ...weeks.map((w) => [w.week, w.published, w.applications, w.revenueCents, w.impressions, w.views, w.applyClicks]),
    ]),
    `site-${weeks.length}w.csv`,
  )
}
