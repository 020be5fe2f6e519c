import { draining } from '@/lib/draining'
import { databaseReachable } from '@/lib/health'
import { getPayloadClient } from '@/lib/payload/client'

export const dynamic = 'force-dynamic'

/**
 * Liveness and database reachability for load balancers: 200 when healthy, 503 when not. An instance
 * shutting down answers 503 at once: the balancer's check takes it out of rotation before it stops listening.
 */
export async function GET() {
  if (draining()) return Response.json({ status: 'unavailable', shuttingDown: true }, { status: 503, headers: { 'Cache-Control': 'no-store' } })
  const database = await getPayloadClient()
    .then(databaseReachable)
    .catch(() => false)
  return Response.json(
    { status: database ? 'ok' : 'unavailable', database: database ? 'up' : 'down' },
    { status: database ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}
