import type { Payload } from 'payload'

import { env } from '@/lib/env'

/** Creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD when the site has no admin yet. */
export async function ensureFirstAdmin(payload: Payload): Promise<void> {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = env()
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD) return
  const admins = await payload.count({
    collection: 'users',
    where: { roles: { contains: 'admin' } },
    overrideAccess: true,
  })
  if (admins.totalDocs > 0) return
  try {
    await payload.create({
      collection: 'users',
      overrideAccess: true,
      disableVerificationEmail: true,
      data: {
        email: ADMIN_EMAIL,
        password: ADMIN_PASSWORD,
        fullName: 'Site Administrator',
        roles: ['admin'],
        _verified: true,
        preferredLanguage: 'en',
      },
    })
    payload.logger.info(`Created the first admin account: ${ADMIN_EMAIL}`)
  } catch (error) {
    // Another instance may have created it at the same moment; anything else is worth reporting.
    payload.logger.error({ err: error, msg: `Could not create the first admin ${ADMIN_EMAIL}` })
  }
}
