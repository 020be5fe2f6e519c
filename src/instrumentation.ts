import type { Instrumentation } from 'next'

/** Runs once when the server starts; the Node.js part lives in its own module (the Edge runtime has no process.exit). */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServer } = await import('./lib/startServer')
    await startServer()
  }
}

/**
 * A render or route that failed: one line joining the digest the error screen shows ("Reference: …")
 * to the request's id (X-Request-Id, the request log's `reqId`), so a user's report finds its request.
 * The error itself is logged by Next as before; only its digest is repeated here.
 */
export const onRequestError: Instrumentation.onRequestError = (error, request, context) => {
  const digest = (error as { digest?: unknown } | null)?.digest
  const reqId = request.headers['x-request-id']
  console.error(JSON.stringify({ level: 'error', msg: 'request failed', reqId, digest, route: context.routePath }))
}
