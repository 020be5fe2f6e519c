/**
 * Who is asking, decided by the server from the socket, never by the client alone.
 *
 * Each proxy in front of the site appends the address it received the request from to
 * X-Forwarded-For, so the chain is [...X-Forwarded-For, socket address]. With `hops` trusted
 * proxies, the client is the entry `hops` places left of the socket; everything further left
 * was written by the client and is ignored. With 0 hops the socket address is the client.
 *
 * @param {string | undefined} socketAddress
 * @param {string | null | undefined} forwardedFor
 * @param {number} hops
 * @returns {string}
 */
export function clientAddressFrom(socketAddress, forwardedFor, hops) {
  const forwarded = hops > 0 && forwardedFor ? forwardedFor.split(',').map((part) => part.trim()) : []
  const chain = [...forwarded, socketAddress ?? ''].map(normalise)
  const picked = chain[Math.max(0, chain.length - 1 - hops)]
  return picked || 'unknown'
}

/** `::ffff:1.2.3.4` is the IPv4 client 1.2.3.4; ports and brackets are not part of an address. */
function normalise(address) {
  let a = address.trim().toLowerCase()
  if (a.startsWith('[')) a = a.slice(1, a.indexOf(']') > 0 ? a.indexOf(']') : undefined)
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(':'))
  if (a.startsWith('::ffff:') && a.includes('.')) a = a.slice(7)
  return /^[0-9a-f:.]+$/.test(a) ? a : ''
}

/** The header the server sets on every request it hands to Next; a client's own copy is replaced. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address'
