import { databaseReachable } from '@/lib/health'
import { getPayloadClient } from '@/lib/payload/client'

export const dynamic = 'force-dynamic'

/** Liveness and database reachability for load balancers: 200 when healthy, 503 when not. */
export async function GET() {
  const database = await getPayloadClient()
    .then(databaseReachable)
    .catch(() => false)
  return Response.json(
    { status: database ? 'ok' : 'unavailable', database: database ? 'up' : 'down' },
    { status: database ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}
