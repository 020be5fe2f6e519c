import { asc, eq } from '@payloadcms/db-postgres/drizzle'

import { database } from '@/lib/payload/sql'
import { users, users_roles } from '@/payload-generated-schema'

import type { PersonalDataEntry } from '../types'

/** A stored timestamp as the API writes it (ISO 8601, UTC). */
const iso = (at: string) => new Date(at).toISOString()

/**
 * The account itself: what the person told us and chose (consent to optional emails included),
 * never its password hash, salt, tokens or sessions: only the columns exported are read, on the
 * request's transaction (the export was allowed before it starts). Erased by deleting the row
 * (sessions and admin-panel preferences go with it), after every other entry.
 */
export const accountEntry: PersonalDataEntry = {
  key: 'account',
  where: 'users',
  export: async ({ req, subject }) => {
    const db = await database(req.payload, req)
    const [user] = await db
      .select({
        id: users.id,
        email: users.email,
        fullName: users.fullName,
        preferredLanguage: users.preferredLanguage,
        applicationUpdates: users.emailPreferences_applicationUpdates,
        newApplicants: users.emailPreferences_newApplicants,
        weeklyApplicantDigest: users.emailPreferences_weeklyApplicantDigest,
        pendingEmail: users.pendingEmail,
        verified: users._verified,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
      })
      .from(users)
      .where(eq(users.id, subject.id))
    if (!user) throw new Error(`Account ${subject.id} is gone`)
    const roles = await db.select({ value: users_roles.value }).from(users_roles).where(eq(users_roles.parent, subject.id)).orderBy(asc(users_roles.order))
    return {
      data: {
        id: user.id,
        email: user.email,
        fullName: user.fullName ?? null,
        roles: roles.map((role) => role.value),
        preferredLanguage: user.preferredLanguage,
        emailPreferences: {
          applicationUpdates: user.applicationUpdates !== false,
          newApplicants: user.newApplicants !== false,
          weeklyApplicantDigest: user.weeklyApplicantDigest === true,
        },
        pendingEmail: user.pendingEmail ?? null,
        emailConfirmed: Boolean(user.verified),
        createdAt: iso(user.createdAt),
        updatedAt: iso(user.updatedAt),
      },
    }
  },
}
