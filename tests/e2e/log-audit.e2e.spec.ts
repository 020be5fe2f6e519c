import { readFileSync } from 'node:fs'

import { expect, test } from '@playwright/test'

import { E2E_REQUEST_LOG, E2E_SERVER_LOG, e2e } from './config'
import { STRONG_PASSWORD } from './helpers'

/**
 * Runs after every other end-to-end test (its project depends on the last one): the server's whole
 * output and its request log hold no password the tests typed, no session token, no cookie and no
 * one-time link token (sign-up, reset, change of address, download links), whatever the run did.
 */
const SECRETS: [string, RegExp][] = [
  ['a test password', new RegExp([STRONG_PASSWORD, e2e.adminPassword, 'demo-Password-2024'].join('|'))],
  ['a session token (JWT)', /eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{10,}/],
  ['a cookie', /payload-token=|cookie:/i],
  ['a link token', /[?&](?:token|sig)=[\w-]{16,}|\/verify\/[\w-]{16,}/],
]

test('no password, token or cookie in the server log or the request log', () => {
  const requests = readFileSync(E2E_REQUEST_LOG, 'utf8')
  const lines = requests.trim().split('\n')
  expect(lines.length).toBeGreaterThan(100)
  for (const line of lines.slice(0, 50)) expect(JSON.parse(line)).toMatchObject({ msg: 'request', reqId: expect.any(String), route: expect.any(String) })
  for (const [file, text] of [[E2E_SERVER_LOG, readFileSync(E2E_SERVER_LOG, 'utf8')], [E2E_REQUEST_LOG, requests]]) {
    for (const [what, pattern] of SECRETS) {
      const found = text.split('\n').find((line) => pattern.test(line))
      expect(found, `${what} in ${file}`).toBeUndefined()
    }
  }
})
