import { randomUUID } from 'node:crypto'

/** What an id from the proxy may look like: a UUID, a hex string, nginx's $request_id, a trace id. */
const ACCEPTED = /^[A-Za-z0-9._:-]{8,128}$/

/**
 * The request's id: the proxy's `X-Request-Id` when the site sits behind trusted proxies
 * (TRUSTED_PROXY_HOPS > 0, whose first proxy must set the header, replacing a client's), so one id
 * follows the request through the proxy's log and ours; else a new one. An id of any other shape is
 * replaced too, so a log line never carries what a client wrote.
 *
 * @param {string | string[] | undefined} header
 * @param {boolean} trusted
 * @returns {string}
 */
export function requestIdFrom(header, trusted) {
  if (trusted && typeof header === 'string' && ACCEPTED.test(header)) return header
  return randomUUID()
}
