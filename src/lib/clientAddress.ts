import { CLIENT_ADDRESS_HEADER } from '../../scripts/clientAddress.mjs'

/**
 * The caller's address as the site's server decided it (socket address, or the entry
 * TRUSTED_PROXY_HOPS proxies in from the right of X-Forwarded-For; see scripts/server.mjs).
 * The header is believed only when that server is the one running: started any other way
 * (a bare `next start`), a client could write it, so every caller counts as one "unknown".
 */
export function clientAddress(req: { headers: Pick<Headers, 'get'> }): string {
  if (process.env.CLIENT_ADDRESS_FROM_SERVER !== '1') return 'unknown'
  return req.headers.get(CLIENT_ADDRESS_HEADER) || 'unknown'
}

/**
 * The key a limit counts under: one IPv4 address, or one IPv6 /64 (what a single home or
 * device gets; counting single IPv6 addresses would let one person take billions of turns).
 */
export function networkOf(address: string): string {
  if (!address.includes(':')) return address
  const [head, tail = ''] = address.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left
  return `${groups.slice(0, 4).map((g) => g.padStart(4, '0')).join(':')}::/64`
}
