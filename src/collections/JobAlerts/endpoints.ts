import type { Endpoint, PayloadRequest } from 'payload'

import { confirmAlert, peekConfirmation } from '@/domain/alerts/confirm'
import { moveAlert, myAlerts } from '@/domain/alerts/manage'
import { confirmSchema, shiftSubscribeSchema, subscribeSchema } from '@/domain/alerts/schemas'
import { subscribe, subscribeShifts } from '@/domain/alerts/subscribe'
import { peekUnsubscribe, unsubscribe } from '@/domain/alerts/unsubscribe'
import { requestTranslator } from '@/i18n/requestLanguage'
import { endpoint, routeId } from '@/lib/http'

const failure = { message: 'alerts.errors.failed' } as const

/** `alert` and `token` of an unsubscribe link: from its query (the RFC 8058 POST), else from a JSON or form body. */
async function linkParams(req: PayloadRequest): Promise<{ alert: unknown; token: unknown }> {
  const query = new URL(req.url ?? 'http://x/').searchParams
  if (query.get('alert') && query.get('token')) return { alert: query.get('alert'), token: query.get('token') }
  const body = (await req.text?.().catch(() => '')) ?? ''
  try {
    const json = JSON.parse(body) as { alert?: unknown; token?: unknown }
    return { alert: json?.alert === undefined ? undefined : String(json.alert), token: json?.token }
  } catch {
    const form = new URLSearchParams(body)
    return { alert: form.get('alert'), token: form.get('token') }
  }
}

export const alertEndpoints: Endpoint[] = [
  {
    // "Save this search": { q, chips, province?, positionType?, frequency, email (guests), consent: true, language, source }.
    path: '/subscribe',
    method: 'post',
    handler: endpoint({ body: subscribeSchema, failure }, (req, input) => subscribe(req, input)),
  },
  {
    // "Email me new shifts near …" on /shifts: { near, km?, positionType?, minRateCents?, frequency, email (guests), consent: true, language, source }.
    path: '/subscribe-shifts',
    method: 'post',
    handler: endpoint({ body: shiftSubscribeSchema, failure }, (req, input) => subscribeShifts(req, input)),
  },
  {
    // What a confirmation link would start (nothing changes: mail scanners open links).
    path: '/confirm',
    method: 'get',
    handler: endpoint({ failure }, async (req) => peekConfirmation(req, new URL(req.url ?? 'http://x/').searchParams.get('token'))),
  },
  {
    // { token }: the confirmation page's button (double opt-in).
    path: '/confirm',
    method: 'post',
    handler: endpoint({ body: confirmSchema, failure }, async (req, { token }) => {
      const alert = await confirmAlert(req, token)
      return { message: requestTranslator(req)(alert.kind === 'shifts' ? 'alerts.shifts.confirmDone' : 'alerts.confirm.done'), alert }
    }),
  },
  {
    // RFC 8058 one-click (List-Unsubscribe-Post: List-Unsubscribe=One-Click) and the page's button: no
    // session, no CSRF token; the link's signature is the right to it. 200 every time it is valid.
    path: '/unsubscribe',
    method: 'post',
    handler: endpoint({ failure }, async (req) => {
      const { alert, token } = await linkParams(req)
      await unsubscribe(req, alert, token)
      return { message: requestTranslator(req)('alerts.unsubscribe.done') }
    }),
  },
  {
    // What an unsubscribe link is about, for its page (nothing changes: mail scanners open links).
    path: '/unsubscribe',
    method: 'get',
    handler: endpoint({ failure }, async (req) => {
      const query = new URL(req.url ?? 'http://x/').searchParams
      return { alert: await peekUnsubscribe(req, query.get('alert'), query.get('token')) }
    }),
  },
  {
    path: '/mine',
    method: 'get',
    handler: endpoint({ failure }, async (req) => ({ docs: await myAlerts(req) })),
  },
  {
    path: '/:id/pause',
    method: 'post',
    handler: endpoint({ failure }, async (req) => ({ alert: await moveAlert(req, routeId(req, 'alerts.errors.notFound'), 'pause') })),
  },
  {
    path: '/:id/resume',
    method: 'post',
    handler: endpoint({ failure }, async (req) => ({ alert: await moveAlert(req, routeId(req, 'alerts.errors.notFound'), 'resume') })),
  },
]
