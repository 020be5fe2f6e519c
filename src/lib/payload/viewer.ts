import 'server-only'

import { headers } from 'next/headers'

import type { User } from '@/payload-types'

import { getPayloadClient } from './client'

/** The signed-in user of the current request (from the session cookie), or null. */
export async function getViewer(): Promise<User | null> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return (user as User | null) ?? null
}
