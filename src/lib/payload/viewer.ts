import 'server-only'

import { headers } from 'next/headers'
import { cache } from 'react'
import { createLocalReq, executeAuthStrategies, type PayloadRequest, type TypedUser } from 'payload'

import type { User } from '@/payload-types'

import { getPayloadClient } from './client'

/**
 * The signed-in user of the current request (from the session cookie), or null. Only the session
 * is resolved: `payload.auth` would also work out the user's whole permission map, which no screen
 * here reads and which costs more than the rest of the request. Resolved once a request (a layout
 * and its page may both ask).
 */
export const getViewer = cache(async (): Promise<User | null> => {
  const payload = await getPayloadClient()
  const { user } = await executeAuthStrategies({ headers: await headers(), payload })
  return (user as User | null) ?? null
})

/**
 * A Local API request acting as `user`, for a page's reads with access control on: one per page,
 * so the access rules' per-request lookups (domain/applications/scope.ts) run once for all of them.
 */
export async function viewerRequest(user: User): Promise<PayloadRequest> {
  return createLocalReq({ user: { ...user, collection: 'users' } as TypedUser }, await getPayloadClient())
}
