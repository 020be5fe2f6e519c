import type { User } from '@/payload-types'

import type { PersonalDataEntry } from '../types'

/**
 * The account itself: what the person told us and chose (consent to optional emails included),
 * never its password hash, salt, tokens or sessions. Erased by deleting the row (sessions and
 * admin-panel preferences go with it), after every other entry.
 */
export const accountEntry: PersonalDataEntry = {
  key: 'account',
  where: 'users',
  export: async ({ req, subject }) => {
    const user = (await req.payload.findByID({ collection: 'users', id: subject.id, depth: 0, overrideAccess: true, req })) as User
    return {
      data: {
        id: user.id,
        email: user.email,
        fullName: user.fullName ?? null,
        roles: user.roles ?? [],
        preferredLanguage: user.preferredLanguage,
        emailPreferences: {
          applicationUpdates: user.emailPreferences?.applicationUpdates !== false,
          newApplicants: user.emailPreferences?.newApplicants !== false,
          weeklyApplicantDigest: user.emailPreferences?.weeklyApplicantDigest === true,
        },
        pendingEmail: user.pendingEmail ?? null,
        emailConfirmed: Boolean(user._verified),
        createdAt: user.createdAt,
        updatedAt: user.updatedAt,
      },
    }
  },
}
