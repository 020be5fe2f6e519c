import { afterAll, beforeAll } from 'vitest'

import { CLIENT_ADDRESS_HEADER } from '../../scripts/clientAddress.mjs'

/**
 * Lets a test file speak from many client networks: the app believes the address header only
 * when the site's own server is running (CLIENT_ADDRESS_FROM_SERVER), which this switches on
 * for the file. Each call to `newNetwork` gives an address no other test (or run) has used.
 */
export function trustClientAddressHeader() {
  const previous = process.env.CLIENT_ADDRESS_FROM_SERVER
  beforeAll(() => {
    process.env.CLIENT_ADDRESS_FROM_SERVER = '1'
  })
  afterAll(() => {
    if (previous === undefined) delete process.env.CLIENT_ADDRESS_FROM_SERVER
    else process.env.CLIENT_ADDRESS_FROM_SERVER = previous
  })
}

let counter = 0
const salt = Math.floor(Math.random() * 0xffff)

/** A fresh IPv4 address (10.0.0.0/8), unique in this process and unlikely to repeat across runs. */
export function newNetwork(): string {
  const n = (salt << 8) + ++counter
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

export const from = (address: string) => ({ [CLIENT_ADDRESS_HEADER]: address })
