import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

import { orAlso } from '@/access/server'

/*
 * The export and the erasure of one person's data (docs/privacy.md) run after the request was
 * allowed: the person with their session or password, an admin, the retention schedule. Their
 * calls are marked with that person's account id, and each collection they touch lets a marked call
 * reach that person's records alone (by the field linking a record to its person), and the fields
 * the export holds on them, so the export or erasure of one person never reaches another's
 * records, even through a bug. The API cannot set context (Payload starts every REST and GraphQL
 * request with an empty one), so no client is let through by these.
 */

const PRIVACY_SUBJECT = 'privacy:subject'

/**
 * The context of a call of the export or erasure of `subject`'s data (a new object each call:
 * Payload may keep it as the request's context, which hooks write to). Payload keeps it on the
 * request for the calls after it: those are the same export or erasure, of the same person.
 */
export const privacyOf = (subject: number) => ({ [PRIVACY_SUBJECT]: subject })

/** The person a request's export or erasure names, if it is marked. */
export const privacySubjectOf = (req: PayloadRequest): number | null => {
  const value = (req.context as Record<string, unknown> | undefined)?.[PRIVACY_SUBJECT]
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null
}

/**
 * A person's records: the field linking a record to their account (or the fields, any of them; a
 * path through a relationship such as `application.applicant` too), or a query built for them.
 */
type SubjectRecords = string | string[] | ((req: PayloadRequest, subject: number) => Promise<Where>)

const linkedTo = (fields: string[], subject: number): Where =>
  fields.length === 1 ? { [fields[0]]: { equals: subject } } : { or: fields.map((field) => ({ [field]: { equals: subject } })) }

/**
 * `access` as it was, and besides it the marked person's records: those whose `records` field (any
 * of them) is their account (for the users collection, `id`), or those the given query finds for
 * them. What an export or erasure of that person's data may reach.
 */
export const orPrivacySubject = (access: Access, records: SubjectRecords): Access =>
  orAlso(access, (req) => {
    const subject = privacySubjectOf(req)
    if (subject === null) return null
    if (typeof records === 'function') return records(req, subject)
    return linkedTo(typeof records === 'string' ? [records] : records, subject)
  })

const idOf = (value: unknown) => (value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value)

/**
 * A field's read `access` as it was, and besides it on the marked person's own records (those whose
 * `records` field is their account): what the export reads of a field others read only as admins
 * or as a team. Asked without a document (may it be used in a query?), the access as it was.
 */
export const orPrivacySubjectField =
  (access: FieldAccess, records: string): FieldAccess =>
  async (args) => {
    if (await access(args)) return true
    const subject = privacySubjectOf(args.req)
    return subject !== null && args.doc != null && Number(idOf(args.doc[records])) === subject
  }

/**
 * A bulk call of the erasure, refused when it left a record behind (a bulk call reports the records
 * it could not change instead of failing): the erasure's transaction then rolls back whole.
 */
export async function whole<T extends { errors: { id?: unknown; message?: string }[] }>(call: Promise<T>): Promise<T> {
  const result = await call
  if (result.errors.length) throw new Error(`The erasure left ${result.errors.length} record(s): ${result.errors.map((e) => `${String(e.id)} ${e.message ?? ''}`).join('; ')}`)
  return result
}
