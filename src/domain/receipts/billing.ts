import type { PayloadRequest } from 'payload'

import { companyOf } from '@/domain/companies/membership'
import { PAGE_SIZE, pageParam, type QueryValues } from '@/domain/lists/params'
import type { Receipt } from '@/payload-types'

import { billingPeople } from './parties'

type BillingRow = Pick<Receipt, 'id' | 'number' | 'kind' | 'issuedAt' | 'totalCents' | 'currency'>
export type Billing =
  | { state: 'noCompany' }
  | { state: 'noRight' }
  | { state: 'list'; rows: BillingRow[]; page: number; totalPages: number }

/**
 * The billing screen's data: the viewer's company's receipts and credit notes, newest first, 25 a
 * page (a page past the end shows the last), read as the viewer (the collection's access decides).
 */
export async function companyBilling(req: PayloadRequest, query: QueryValues): Promise<Billing> {
  const company = await companyOf(req)
  if (company === null) return { state: 'noCompany' }
  if (!(await billingPeople(req.payload, company, req)).includes(Number(req.user!.id))) return { state: 'noRight' }
  const read = (page: number) =>
    req.payload.find({
      collection: 'receipts',
      where: { company: { equals: company } },
      select: { number: true, kind: true, issuedAt: true, totalCents: true, currency: true },
      // Receipts and credit notes are numbered in two series: newest first is by when each was issued.
      sort: ['-issuedAt', '-id'],
      limit: PAGE_SIZE,
      page,
      depth: 0,
      user: req.user,
      overrideAccess: false,
      req,
    })
  let result = await read(pageParam(query.page))
  if (result.docs.length === 0 && result.totalPages > 0) result = await read(result.totalPages)
  return { state: 'list', rows: result.docs as BillingRow[], page: result.page ?? 1, totalPages: result.totalPages }
}
