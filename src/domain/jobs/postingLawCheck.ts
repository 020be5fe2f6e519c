import { eq } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/locale'
import { translator } from '@/i18n/translator'
import { HttpError } from '@/lib/http'
import { database, rowId } from '@/lib/payload/sql'
import { facilities } from '@/payload-generated-schema'

import { LAW_FIELDS, postingLawViolations, type CompanySize, type LawPosting } from './postingLaw'

/*
 * The server's side of the posting law (postingLaw.ts; docs/posting-law.md): the company's size, the
 * reasons in the asker's language, and the refusal of a move towards Find Work.
 */

const idOf = (value: unknown): number | null => {
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  return id == null || id === '' || Number.isNaN(Number(id)) ? null : Number(id)
}

/** The size of the company a posting belongs to (unknown without one): read by the server, whoever asks, in the caller's transaction. */
export async function companySizeOf(payload: Payload, facility: unknown, req?: Partial<PayloadRequest>): Promise<CompanySize> {
  const company = rowId(facility)
  if (company === null) return null
  const [found] = await (await database(payload, req)).select({ size: facilities.size }).from(facilities).where(eq(facilities.id, company))
  return (found?.size ?? null) as CompanySize
}

/** The posting's violations as form errors: each field with its reason in `locale`. */
export async function lawErrors(
  payload: Payload,
  posting: LawPosting & { facility?: unknown },
  locale: Locale,
  req?: Partial<PayloadRequest>,
): Promise<{ path: string; message: string }[]> {
  const violations = postingLawViolations(posting, await companySizeOf(payload, posting.facility, req))
  const t = translator(locale)
  return violations.map(({ field, message, row }) => ({ path: row === undefined ? field : `${field}.${row}.question`, message: t(message) }))
}

/** Refuses (400, the first reason) a move towards Find Work for a posting the law refuses. */
export async function requireLawful(payload: Payload, posting: LawPosting & { facility?: unknown }, req?: Partial<PayloadRequest>) {
  const [first] = postingLawViolations(posting, await companySizeOf(payload, posting.facility, req))
  if (first) throw new HttpError(first.message, 400)
}

/** Whether an update changes what the law looks at (the lifecycle's own writes never do). */
export const changesLawFields = (data: Record<string, unknown>, original: Record<string, unknown>) => {
  const value = (field: string, v: unknown) => (v === undefined || v === '' ? null : field === 'facility' ? idOf(v) : v)
  return LAW_FIELDS.some((field) => field in data && JSON.stringify(value(field, data[field])) !== JSON.stringify(value(field, original[field])))
}
