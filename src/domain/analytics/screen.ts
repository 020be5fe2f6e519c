import 'server-only'

import type { PayloadRequest } from 'payload'

import type { QueryValues } from '@/domain/lists/params'

import { periodStart } from './events'
import { dailyFigures, figuresCompany, periodOf, postingFigures, type DayFigures, type Period, type PostingFigures } from './figures'

export type FiguresScreen = { days: Period; posting: PostingFigures | null; postings: PostingFigures[]; daily: DayFigures[] }

/**
 * The figures screen of `req`'s company (`?days=30|90|365&posting=ID`): each posting's totals and
 * the days of the chosen posting (or of all together). Null without a company. A posting of another
 * company is dropped like any bad value.
 */
export async function figuresScreen(req: PayloadRequest, values: QueryValues): Promise<FiguresScreen | null> {
  const company = await figuresCompany(req, values.company)
  if (company === null) return null
  const days = periodOf(values.days)
  const since = periodStart(days)
  const postings = await postingFigures(req, company, since)
  const posting = postings.find((p) => String(p.id) === String(values.posting)) ?? null
  return { days, posting, postings, daily: await dailyFigures(req, company, since, posting?.id) }
}
