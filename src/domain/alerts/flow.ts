import type { PayloadRequest } from 'payload'

/*
 * The alert flows that run with no owner's session (docs/alerts.md): the subscribe form, the emailed
 * confirmation link, the signed unsubscribe link. Their server code checks the form, the token or
 * the signature, then marks its calls with the one alert they write: its id, or `'new'` for the
 * subscription it creates. The collection's access lets exactly those calls through
 * (src/collections/JobAlerts/access.ts); the API cannot set context, so no client can.
 */

const ALERT_FLOW = 'alerts:flow'

export type AlertFlow = number | 'new'

/** The context of a flow's call on `alert` (a new object each call: Payload may keep it as the request's context, which hooks write to). */
export const alertFlow = (alert: AlertFlow) => ({ [ALERT_FLOW]: alert })

/** The alert a request's flow names, if it is marked. */
export const flowOf = (req: PayloadRequest): AlertFlow | null => {
  const value = (req.context as Record<string, unknown> | undefined)?.[ALERT_FLOW]
  return value === 'new' || (typeof value === 'number' && Number.isInteger(value)) ? value : null
}
