import { Redis } from 'ioredis'

import { env } from '@/lib/env'
import { STORE_UNAVAILABLE } from '@/lib/payload/databaseBusy'

let client: Redis | null | undefined

/**
 * The process's one Redis connection when REDIS_URL is set (shared state for many instances), else
 * null: one machine keeps that state in PostgreSQL and in process. A command retries once while
 * Redis is away and then fails, so a request is refused (503) instead of hanging.
 */
export function redis(): Redis | null {
  if (client !== undefined) return client
  const url = env().REDIS_URL
  client = url ? new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000 }) : null
  client?.on('error', () => {})
  return client
}

/** Runs a Redis command; a Redis that does not answer is "busy" (503 with Retry-After), like a saturated database. */
export async function inRedis<T>(command: (client: Redis) => Promise<T>, client: Redis): Promise<T> {
  try {
    return await command(client)
  } catch (error) {
    throw Object.assign(new Error('The shared store (Redis) did not answer', { cause: error }), { code: STORE_UNAVAILABLE })
  }
}
