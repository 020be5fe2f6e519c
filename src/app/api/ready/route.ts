import { draining } from '@/lib/draining'
import { readiness } from './checks'

export const dynamic = 'force-dynamic'

/**
 * Readiness for load balancers and orchestrators: 200 when the database, Redis (when configured)
 * and resume storage each answer within two seconds, else 503 naming what is down. An instance
 * that is shutting down answers 503 at once, so traffic moves away while it finishes what it has.
 */
export async function GET() {
  const headers = { 'Cache-Control': 'no-store' }
  if (draining()) return Response.json({ status: 'unavailable', shuttingDown: true, down: [] }, { status: 503, headers })
  const { ready, checks } = await readiness()
  const down = Object.entries(checks).flatMap(([name, state]) => (state === 'down' ? [name] : []))
  return Response.json({ status: ready ? 'ok' : 'unavailable', ...checks, down }, { status: ready ? 200 : 503, headers })
}
