import type { Payload, PayloadRequest } from 'payload'

import { getPayloadClient } from '@/lib/payload/client'
import type { User } from '@/payload-types'

import type { MailCatcher } from './mailCatcher'
import type { StripeStub } from './stripeStub'

export const getPayload = (): Promise<Payload> => getPayloadClient()

/** The capturing SMTP server the int-test setup started for this worker. */
export const mail = (): MailCatcher => (globalThis as { __mail?: MailCatcher }).__mail!

/** The Stripe API stand-in the int-test setup started for this worker. */
export const stripeStub = (): StripeStub => (globalThis as { __stripe?: StripeStub }).__stripe!

let counter = 0
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${++counter}@example.com`

export const STRONG_PASSWORD = 'Maple-Clinic-Rounds-93'

/**
 * Creates a verified user with the given roles, as seeds do (access control skipped on purpose).
 * With no roles at all: creating always assigns one (as sign-up does), so it is taken away after.
 */
export async function makeUser(
  payload: Payload,
  roles: User['roles'],
  label = 'user',
  fields: { fullName?: string; preferredLanguage?: User['preferredLanguage'] } = {},
): Promise<User> {
  const user = await payload.create({
    collection: 'users',
    overrideAccess: true,
    disableVerificationEmail: true,
    data: { email: uniqueEmail(label), password: STRONG_PASSWORD, fullName: `Test ${label}`, preferredLanguage: 'en', ...fields, roles, _verified: true },
  })
  if (roles?.length) return user
  return payload.update({ collection: 'users', id: user.id, data: { roles: [] }, overrideAccess: true })
}

/** Local API options that act as the given user with access control on. */
export const as = (user: User | null) =>
  ({ user: user ?? undefined, overrideAccess: false }) as { user?: User; overrideAccess: false }

export type { PayloadRequest }

export type People = Record<'admin' | 'editor' | 'employer' | 'professional', User>

/** One verified user per role, for access matrices. */
export async function makePeople(payload: Payload): Promise<People> {
  const people = {} as People
  for (const role of ['admin', 'editor', 'employer', 'professional'] as const) people[role] = await makeUser(payload, [role], role)
  return people
}

export const VIEWERS = ['anonymous', 'professional', 'employer', 'editor', 'admin'] as const
export type Viewer = (typeof VIEWERS)[number]
export const viewerUser = (people: People, viewer: Viewer) => (viewer === 'anonymous' ? null : people[viewer])
