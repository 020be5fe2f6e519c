import type { Payload, PayloadRequest } from 'payload'

type Window = { count: number; resetAt: number }

/**
 * Fixed-window counter kept in Payload's key-value store (the database by default, Redis when
 * configured), so every instance shares it. Returns false once `limit` is used up.
 */
export async function consume(payload: Payload, key: string, limit: number, windowMs: number): Promise<boolean> {
  try {
    return await count(payload, key, limit, windowMs)
  } catch {
    // Two first requests for a key race to create it and one loses on the unique key: read again.
    return count(payload, key, limit, windowMs)
  }
}

async function count(payload: Payload, key: string, limit: number, windowMs: number): Promise<boolean> {
  const now = Date.now()
  const stored = await payload.kv.get<Window>(`rate:${key}`)
  const window = stored && stored.resetAt > now ? stored : { count: 0, resetAt: now + windowMs }
  if (window.count >= limit) return false
  await payload.kv.set(`rate:${key}`, { count: window.count + 1, resetAt: window.resetAt })
  return true
}

/** The caller's address as the nearest proxy reports it. */
export function clientIp(req: Pick<PayloadRequest, 'headers'>): string {
  const forwarded = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || req.headers.get('x-real-ip') || 'unknown'
}
