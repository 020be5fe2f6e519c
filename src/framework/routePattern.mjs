/**
 * The route pattern a request was served by (`/[locale]/jobs/[id]`, `/api/[...slug]`), for metrics
 * and logs: never the raw URL, whose every posting id and search would be a new time series (and
 * whose path or query may hold a token).
 *
 * Next records the route it matched in its request metadata (`match.definition.pathname`, under
 * Symbol.for('NextInternalRequestMeta')), which it does not promise to keep: without it a request is
 * labelled by the kind of path it asked for.
 */
const NEXT_REQUEST_META = Symbol.for('NextInternalRequestMeta')

/** Payload's REST API is one catch-all route; its first segment (a collection, global or endpoint) says more. */
const PAYLOAD_API = '/api/[...slug]'
const API_SEGMENT = /^\/api\/([a-z0-9-]{1,40})(?:[/?]|$)/

/** Distinct Payload API labels kept, so made-up names in URLs cannot grow the series without bound. */
const MAX_API_LABELS = 200
const apiLabels = new Set()

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {number} status
 * @returns {string}
 */
export function routePattern(req, status) {
  const matched = req[NEXT_REQUEST_META]?.match?.definition?.pathname
  if (typeof matched === 'string') return matched === PAYLOAD_API ? payloadApiRoute(req.url ?? '', status) : matched
  const url = req.url ?? ''
  if (url.startsWith('/_next/')) return '/_next/*'
  if (status === 404) return 'not-found'
  return 'other'
}

/** `/api/<name>/*` for a name the API answered for (not 404), else the catch-all itself. */
function payloadApiRoute(url, status) {
  const name = API_SEGMENT.exec(url)?.[1]
  if (!name || status === 404) return PAYLOAD_API
  const label = `/api/${name}/*`
  if (apiLabels.has(label)) return label
  if (apiLabels.size >= MAX_API_LABELS) return PAYLOAD_API
  apiLabels.add(label)
  return label
}
