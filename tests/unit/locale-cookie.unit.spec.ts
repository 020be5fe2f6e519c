import '../support/nextRuntime'

import { NextRequest } from 'next/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

/** The proxy as a server with these settings loads it (the environment is read once per process). */
async function proxyWith(settings: { NODE_ENV: string; SERVER_URL: string }) {
  vi.resetModules()
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value)
  return (await import('@/proxy')).proxy
}

const languageCookie = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith('NEXT_LOCALE='))

describe('the language cookie', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  it('is Secure when the site is served over https', async () => {
    const proxy = await proxyWith({ NODE_ENV: 'production', SERVER_URL: 'https://jobs.example.ca' })
    const cookie = languageCookie(await proxy(new NextRequest('https://jobs.example.ca/fr/about')))
    expect(cookie).toMatch(/^NEXT_LOCALE=fr-CA;/)
    expect(cookie).toMatch(/;\s*Secure/i)
    expect(cookie).toMatch(/SameSite=lax/i)
  })

  it('is not Secure on a plain-http site, where browsers would drop it', async () => {
    const proxy = await proxyWith({ NODE_ENV: 'production', SERVER_URL: 'http://jobs.internal:3000' })
    const cookie = languageCookie(await proxy(new NextRequest('http://jobs.internal:3000/fr/about')))
    expect(cookie).toMatch(/^NEXT_LOCALE=fr-CA;/)
    expect(cookie).not.toMatch(/Secure/i)
  })
})
