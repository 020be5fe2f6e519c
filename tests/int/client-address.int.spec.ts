import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { RATE_LIMITS } from '@/domain/rateLimits'
import { clientAddress, networkOf } from '@/lib/clientAddress'
import { counter } from '@/lib/rateLimit'

import { clientAddressFrom } from '../../scripts/clientAddress.mjs'
import { getPayload, makeUser, uniqueEmail } from '../support/payload'
import { pdf } from '../support/resumeFiles'
import { rest } from '../support/rest'

let payload: Payload
beforeAll(async () => {
  payload = await getPayload()
})

describe('the client address the server decides', () => {
  it('with no trusted proxy, is the socket address whatever X-Forwarded-For says', () => {
    expect(clientAddressFrom('203.0.113.9', '1.2.3.4', 0)).toBe('203.0.113.9')
    expect(clientAddressFrom('::ffff:203.0.113.9', '1.2.3.4, 5.6.7.8', 0)).toBe('203.0.113.9')
  })

  it('with N trusted proxies, is the Nth address from the right; what the client prepended is ignored', () => {
    // client → proxy A (appends client) → proxy B (appends A) → us (socket = B)
    expect(clientAddressFrom('10.0.0.2', 'spoofed, 198.51.100.7, 10.0.0.1', 2)).toBe('198.51.100.7')
    expect(clientAddressFrom('10.0.0.1', 'spoofed, 198.51.100.7', 1)).toBe('198.51.100.7')
    // Fewer entries than proxies (someone reached a proxy directly): the leftmost one known.
    expect(clientAddressFrom('10.0.0.1', '198.51.100.7', 3)).toBe('198.51.100.7')
    expect(clientAddressFrom('10.0.0.1', null, 1)).toBe('10.0.0.1')
  })

  it('refuses values that are not addresses', () => {
    expect(clientAddressFrom('10.0.0.1', '<script>, ../etc', 1)).toBe('unknown')
    expect(clientAddressFrom(undefined, undefined, 0)).toBe('unknown')
    expect(clientAddressFrom('10.0.0.1', '[2001:db8::1]:443', 1)).toBe('2001:db8::1')
  })

  it('counts IPv6 callers by their /64', () => {
    expect(networkOf('2001:db8:1:2:aaaa::1')).toBe('2001:0db8:0001:0002::/64')
    expect(networkOf('2001:db8:1:2::ffff')).toBe(networkOf('2001:db8:1:2:dead:beef:0:1'))
    expect(networkOf('203.0.113.9')).toBe('203.0.113.9')
  })

  describe('started without the site server', () => {
    const saved = process.env.CLIENT_ADDRESS_FROM_SERVER
    afterEach(() => {
      process.env.CLIENT_ADDRESS_FROM_SERVER = saved
    })
    it('believes no header: every caller is the same "unknown"', () => {
      delete process.env.CLIENT_ADDRESS_FROM_SERVER
      expect(clientAddress({ headers: new Headers({ 'x-client-address': '1.2.3.4', 'x-forwarded-for': '5.6.7.8' }) })).toBe('unknown')
    })
  })
})

const inquiry = (address: string, extra: Record<string, string> = {}) =>
  rest(payload, 'POST', '/ownership-inquiries', {
    json: { fullName: 'Rate Tester', email: uniqueEmail('rate') },
    headers: { 'x-client-address': address, ...extra },
  })

describe('rate limits count atomically per client network', () => {
  it('made-up X-Forwarded-For values do not make new clients', async () => {
    const statuses = []
    for (let i = 1; i <= 8; i++) statuses.push((await inquiry('192.0.2.10', { 'x-forwarded-for': `203.0.113.${i}` })).status)
    expect(statuses).toEqual([...Array(RATE_LIMITS.inquiryPerNetwork.limit).fill(201), ...Array(8 - RATE_LIMITS.inquiryPerNetwork.limit).fill(429)])
  })

  it('20 parallel inquiries from one address: exactly the limit pass', async () => {
    const statuses = await Promise.all(Array.from({ length: 20 }, () => inquiry('192.0.2.20').then((r) => r.status)))
    expect(statuses.filter((s) => s === 201)).toHaveLength(RATE_LIMITS.inquiryPerNetwork.limit)
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - RATE_LIMITS.inquiryPerNetwork.limit)
  })

  it('20 parallel inquiries for one address from 20 networks: exactly the per-address limit pass', async () => {
    const email = uniqueEmail('inbox')
    const send = (i: number) =>
      rest(payload, 'POST', '/ownership-inquiries', { json: { fullName: 'Flood', email: i % 2 ? email : email.toUpperCase() }, headers: { 'x-client-address': `198.19.${i}.9` } })
    const statuses = await Promise.all(Array.from({ length: 20 }, (_, i) => send(i).then((r) => r.status)))
    expect(statuses.filter((s) => s === 201)).toHaveLength(RATE_LIMITS.inquiryPerEmail.limit)
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - RATE_LIMITS.inquiryPerEmail.limit)
  })

  it('20 parallel guest uploads from one IPv6 /64 (different addresses): exactly the limit pass', async () => {
    const upload = (i: number) => {
      const form = new FormData()
      form.set('file', new File([new Uint8Array(pdf())], 'cv.pdf', { type: 'application/pdf' }))
      form.set('categoryName', 'Parallel')
      form.set('positionType', 'pharmacist')
      return rest(payload, 'POST', '/resumes/upload', {
        form,
        headers: { 'x-client-address': `2001:db8:20:1::${(i + 1).toString(16)}`, 'x-guest-id': randomUUID() },
      })
    }
    const statuses = await Promise.all(Array.from({ length: 20 }, (_, i) => upload(i).then((r) => r.status)))
    expect(statuses.filter((s) => s === 201)).toHaveLength(RATE_LIMITS.uploadsPerGuestNetwork.limit)
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - RATE_LIMITS.uploadsPerGuestNetwork.limit)
  })

  it('an account uploading in parallel from many networks: exactly its limit pass', { timeout: 120_000 }, async () => {
    const user = await makeUser(payload, ['professional'], 'parallel-uploads')
    const total = RATE_LIMITS.uploadsPerAccount.limit + 20
    const upload = (i: number) => {
      const form = new FormData()
      form.set('file', new File([new Uint8Array(pdf())], 'cv.pdf', { type: 'application/pdf' }))
      form.set('categoryName', 'Parallel')
      form.set('positionType', 'pharmacist')
      return rest(payload, 'POST', '/resumes/upload', { as: user, form, headers: { 'x-client-address': `198.18.${i}.1` } })
    }
    const statuses = await Promise.all(Array.from({ length: total }, (_, i) => upload(i).then((r) => r.status)))
    expect(statuses.filter((s) => s === 201)).toHaveLength(RATE_LIMITS.uploadsPerAccount.limit)
    expect(statuses.filter((s) => s === 429)).toHaveLength(total - RATE_LIMITS.uploadsPerAccount.limit)
  })

  it('a window ends and counting starts again', async () => {
    const key = `test:window:${randomUUID()}`
    // A second: Redis keeps windows in whole seconds.
    const oncePerWindow = counter({ limit: 1, windowMs: 1000 })
    expect(await oncePerWindow.consume(key)).toBe(true)
    expect(await oncePerWindow.consume(key)).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 1200))
    expect(await oncePerWindow.consume(key)).toBe(true)
  })
})
