import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomBytes } from 'node:crypto'

/** What Stripe charges for a session's line items: each unit amount times its quantity. */
function lineItemsTotal(body: Record<string, string>): number {
  let total = 0
  for (let i = 0; `line_items[${i}][price_data][unit_amount]` in body; i++) {
    total += Number(body[`line_items[${i}][price_data][unit_amount]`]) * Number(body[`line_items[${i}][quantity]`] ?? 1)
  }
  return total
}

export type StubRequest = { method: string; path: string; idempotencyKey?: string; body: Record<string, string> }

/** The webhook signing secret the int-test setup gives the app. */
export const WEBHOOK_SECRET = 'whsec_integration_secret'

export type StubSession = { id: string; status: 'open' | 'complete' | 'expired'; [field: string]: unknown }

/**
 * A local stand-in for the parts of the Stripe API we call (Checkout Sessions: create, expire;
 * Refunds). The real `stripe` SDK talks to it over HTTP; it honours idempotency keys like Stripe does
 * and records every request. GET /__requests returns them; GET /checkout/:id is a stand-in hosted
 * checkout page. `sessions` holds each session's current state, as Stripe would; `complete(id)`
 * plays the employer paying one.
 */
export async function startStripeStub(port = 0) {
  const requests: StubRequest[] = []
  const byKey = new Map<string, string>()
  const sessions = new Map<string, StubSession>()
  const id = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`
  let base = ''

  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub')
      if (req.method === 'GET' && url.pathname === '/__requests') {
        res.setHeader('Content-Type', 'application/json')
        return res.end(JSON.stringify(requests))
      }
      if (req.method === 'GET' && url.pathname.startsWith('/checkout/')) {
        res.setHeader('Content-Type', 'text/html')
        return res.end('<!doctype html><title>Test checkout</title><h1>Test checkout</h1>')
      }
      const body = Object.fromEntries(new URLSearchParams(raw))
      const key = req.headers['idempotency-key'] as string | undefined
      requests.push({ method: req.method ?? '', path: url.pathname, idempotencyKey: key, body })
      res.setHeader('Content-Type', 'application/json')
      if (key && byKey.has(`${url.pathname}:${key}`)) return res.end(byKey.get(`${url.pathname}:${key}`))

      let reply: unknown
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const sessionId = id('cs')
        const session: StubSession = {
          id: sessionId,
          object: 'checkout.session',
          url: `${base}/checkout/${sessionId}`,
          status: 'open',
          mode: body.mode,
          payment_status: 'unpaid',
          amount_total: lineItemsTotal(body),
          currency: body['line_items[0][price_data][currency]'],
          client_reference_id: body.client_reference_id,
          metadata: { jobPostingId: body['metadata[jobPostingId]'] },
        }
        sessions.set(sessionId, session)
        reply = session
      } else if (req.method === 'POST' && expirePath.test(url.pathname)) {
        // Like Stripe: only an open session can be expired.
        const session = sessions.get(url.pathname.match(expirePath)![1])
        if (!session) return fail(res, 404, 'resource_missing', `No such checkout.session`)
        if (session.status !== 'open') return fail(res, 400, 'invalid_request_error', `Only Checkout Sessions with a status in ["open"] can be expired.`)
        session.status = 'expired'
        reply = session
      } else if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        // Stripe refunds the whole charge unless told an amount; the stand-in knows no charge, so 500 then.
        reply = { id: id('re'), object: 'refund', amount: Number(body.amount ?? 500), currency: 'cad', payment_intent: body.payment_intent, status: 'succeeded' }
      } else {
        return fail(res, 404, 'invalid_request_error', `No stub for ${req.method} ${url.pathname}`)
      }
      const text = JSON.stringify(reply)
      if (key) byKey.set(`${url.pathname}:${key}`, text)
      res.end(text)
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    base,
    requests,
    sessions,
    /** The employer pays the session at Stripe: it can no longer be expired. */
    complete: (sessionId: string) => {
      const session = sessions.get(sessionId)
      if (!session) throw new Error(`No stub session ${sessionId}`)
      session.status = 'complete'
      session.payment_status = 'paid'
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type StripeStub = Awaited<ReturnType<typeof startStripeStub>>

const expirePath = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/

function fail(res: http.ServerResponse, status: number, type: string, message: string) {
  res.statusCode = status
  res.end(JSON.stringify({ error: { type, message } }))
}

/** A Checkout Session event as Stripe would send it. */
export function checkoutEvent(
  type: string,
  session: {
    id: string
    jobPostingId: number | string
    paymentStatus?: 'paid' | 'unpaid'
    paymentIntent?: string
    amount?: number
    currency?: string
    mode?: string
  },
  eventId = `evt_test_${randomBytes(8).toString('hex')}`,
) {
  return {
    id: eventId,
    object: 'event',
    type,
    api_version: '2025-01-27.acacia',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        mode: session.mode ?? 'payment',
        payment_status: session.paymentStatus ?? 'paid',
        payment_intent: session.paymentIntent ?? `pi_test_${randomBytes(6).toString('hex')}`,
        amount_total: session.amount ?? 500,
        currency: session.currency ?? 'cad',
        client_reference_id: String(session.jobPostingId),
        metadata: { jobPostingId: String(session.jobPostingId) },
      },
    },
  }
}
