import type { FieldHook } from 'payload'

type Contact = { fullName?: string | null; email?: string | null }

/**
 * Fills the virtual applicant name/email fields. Whoever may read the application (the applicant,
 * the posting's owner, admins) may know who sent it; the user record itself stays private, so it is
 * looked up here without access control, once per applicant per request.
 */
export const applicantContact =
  (key: keyof Contact): FieldHook =>
  async ({ data, req }) => {
    const applicant = data?.applicant
    const id = applicant && typeof applicant === 'object' ? (applicant as { id: number }).id : applicant
    if (!id) return null
    const cache = ((req.context as { applicantContacts?: Map<unknown, Promise<Contact | null>> }).applicantContacts ??= new Map())
    if (!cache.has(id)) {
      cache.set(
        id,
        req.payload
          .findByID({ collection: 'users', id, depth: 0, overrideAccess: true, select: { fullName: true, email: true }, req })
          .catch(() => null),
      )
    }
    return (await cache.get(id))?.[key] ?? null
  }
