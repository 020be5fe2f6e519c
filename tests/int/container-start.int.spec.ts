import { execFile } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { promisify } from 'node:util'

import { describe, expect, it } from 'vitest'

/**
 * The container image's contract, without a Docker engine: what the Dockerfile promises (non-root,
 * a health check, the launcher as its command, nothing secret built in, every file it copies
 * present) and what the launcher refuses at start in a deployment.
 */

const run = promisify(execFile)
const dockerfile = readFileSync('Dockerfile', 'utf8')
/** Instructions with their continuation lines joined. */
const instructions = dockerfile
  .replace(/\\\n/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'))

describe('Dockerfile', () => {
  const stages = instructions.flatMap((line, index) => (line.startsWith('FROM ') ? [index] : []))
  const final = instructions.slice(stages.at(-1))

  it('runs the launcher as a non-root user, with a health check', () => {
    expect(final.filter((line) => line.startsWith('USER ')).at(-1)).toMatch(/^USER (?!root\b|0\b)\w+/)
    expect(final.find((line) => line.startsWith('HEALTHCHECK '))).toContain('/api/health')
    expect(final.at(-1)).toBe('CMD ["node", "scripts/run.mjs", "serve"]')
    expect(final).toContain('ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000')
  })

  it('builds no secret in and copies only what the repository has', () => {
    for (const line of instructions.filter((l) => /^(ENV|ARG) /.test(l))) expect(line).not.toMatch(/SECRET|PASSWORD|TOKEN|KEY/i)
    for (const line of final.filter((l) => l.startsWith('COPY ') && !l.includes('--from='))) {
      const sources = line.split(/\s+/).slice(1, -1).filter((part) => !part.startsWith('--'))
      for (const source of sources) expect(existsSync(source), source).toBe(true)
    }
    const ignored = readFileSync('.dockerignore', 'utf8')
    for (const kept of ['.env', 'node_modules', '.data', '.private-uploads', '.next']) expect(ignored).toMatch(new RegExp(`^${kept.replace('.', '\\.')}$`, 'm'))
  })
})

describe('the launcher in a deployment (NODE_ENV=production)', () => {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DATABASE_URL: '', PORT: '0' }

  it('refuses to start without DATABASE_URL rather than start an embedded database', async () => {
    const failed = await run(process.execPath, ['scripts/run.mjs', 'serve'], { env, timeout: 30_000 }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    )
    expect(failed?.code).toBe(2)
    expect(failed?.stderr).toContain('DATABASE_URL is required')
  })

  it('refuses a shutdown timeout that is not a number of milliseconds, before loading the app', async () => {
    const failed = await run(process.execPath, ['scripts/server.mjs'], { env: { ...env, SHUTDOWN_TIMEOUT_MS: 'soon' }, timeout: 30_000 }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    )
    expect(failed?.code).toBe(1)
    expect(failed?.stderr).toContain('SHUTDOWN_TIMEOUT_MS')
  })
})
