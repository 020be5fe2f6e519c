import { describe, expect, it } from 'vitest'

import { parseEnv } from '@/lib/env'

describe('environment validation', () => {
  it('names each missing required variable in production', () => {
    const attempt = () => parseEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x' })
    expect(attempt).toThrow(/PAYLOAD_SECRET/)
    expect(attempt).toThrow(/SERVER_URL/)
  })

  it('accepts a complete production environment', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/x',
      PAYLOAD_SECRET: 'a-long-production-secret',
      SERVER_URL: 'https://jobs.example.ca',
    })
    expect(env.SERVER_URL).toBe('https://jobs.example.ca')
  })

  it('fills in local defaults in development', () => {
    const env = parseEnv({ NODE_ENV: 'development' })
    expect(env.SERVER_URL).toBe('http://localhost:3000')
    expect(env.SMTP_HOST).toBeUndefined()
  })

  it('refuses a malformed value with its name', () => {
    expect(() => parseEnv({ NODE_ENV: 'development', SERVER_URL: 'not a url' })).toThrow(/SERVER_URL/)
  })
})
