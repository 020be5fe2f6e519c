import { Redis } from 'ioredis'

import { env } from '@/lib/env'

let client: Redis | null | undefined

/**
 * The process's one Redis connection when REDIS_URL is set (shared state for many instances), else
 * null: one machine keeps that state in PostgreSQL and in process. Commands fail fast rather than
 * queue while Redis is away, so a request is refused (503) instead of hanging.
 */
export function redis(): Redis | null {
  if (client !== undefined) return client
  const url = env().REDIS_URL
  client = url ? new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true, connectTimeout: 2_000, lazyConnect: false }) : null
  client?.on('error', () => {})
  return client
}
