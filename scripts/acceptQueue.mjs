import { readFileSync } from 'node:fs'

/**
 * How many connections wait in the kernel's accept queue of the listener on `port`: connections the
 * client already counts as open (it may have sent a request on one) that the process has not taken
 * yet. Closing the listener resets each of them, so the server stops listening only when this is 0.
 * Linux reports it as the receive queue of the listening socket in /proc/net/tcp(6); elsewhere null.
 * @param {number} port
 * @returns {number | null}
 */
export function acceptQueueLength(port) {
  let total = null
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text
    try {
      text = readFileSync(file, 'utf8')
    } catch {
      continue
    }
    for (const line of text.split('\n').slice(1)) {
      // sl, local address:port, remote address:port, state, tx_queue:rx_queue, ...
      const [, local, , state, queues] = line.trim().split(/\s+/)
      if (state !== '0A' || !local || !queues) continue // 0A: LISTEN
      if (parseInt(local.split(':')[1], 16) !== port) continue
      total = (total ?? 0) + parseInt(queues.split(':')[1], 16)
    }
  }
  return total
}
