import { MAX_BODY_BYTES } from '@/domain/analytics/events'
import { receiveReport } from '@/domain/analytics/receive'

/** POST /api/analytics/events (docs/analytics.md); the site's server usually answers it before Next. */
export async function POST(request: Request) {
  const tooLong = Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES
  const answer = receiveReport({ headers: request.headers, body: tooLong ? '' : await request.text().catch(() => '') })
  return answer.status === 400 ? Response.json({ error: answer.error }, { status: 400 }) : new Response(null, { status: answer.status })
}
