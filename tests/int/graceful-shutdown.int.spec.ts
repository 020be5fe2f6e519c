import { spawn } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { queueEmail } from '@/domain/email/queueEmail'
import { EMAIL_QUEUE } from '@/domain/email/queuedEmailAdapter'
import { heldJobs, holdingJobs } from '@/lib/payload/heldJobs'

import { returnHeldJobs } from '../../scripts/shutdown.mjs'
import { deliveredTo } from '../support/emailQueue'
import { getPayload, mail, uniqueEmail } from '../support/payload'

/**
 * What an orchestrator learns from a stop: the exit code of the launcher (scripts/run.mjs), the
 * container's first process. The real launcher and shutdown run around a small stand-in server,
 * copied into a folder of their own (the launcher starts <its folder>/../scripts/server.mjs).
 */
const STAND_IN = `
import { createServer } from 'node:http'
import { shutdownOn } from './shutdown.mjs'

const mode = process.env.STAND_IN
// A request to /hang is never answered (a render stuck on a dead dependency).
const server = createServer((req, res) => void (req.url === '/hang' || res.end('ok')))
if (mode === 'queue-busy' || mode === 'hand-back-fails') {
  // A queue job whose handler never ends, and a database that takes it back or is gone.
  globalThis[Symbol.for('site.heldJobs')] = new Set([7])
  const query = async () => {
    if (mode === 'hand-back-fails') throw new Error('connection terminated')
    return { rowCount: 1 }
  }
  globalThis._payload = new Map([['default', { payload: { crons: [], db: { pool: { query }, destroy: async () => {} } } }]])
}
server.listen(0, '127.0.0.1', () => console.log('port ' + server.address().port))
if (mode === 'exits-3') process.on('SIGTERM', () => process.exit(3))
else if (mode === 'killed') process.on('SIGTERM', () => process.kill(process.pid, 'SIGKILL'))
else shutdownOn(server, { timeoutMs: 400, log: (message) => console.log('[server] ' + message) })
`

const launcherDir = mkdtempSync(path.join(tmpdir(), 'launcher-'))
mkdirSync(path.join(launcherDir, 'scripts'))
// The launcher and every module it imports.
for (const file of ['run.mjs', 'serverHeap.mjs', 'shutdown.mjs', 'acceptQueue.mjs']) copyFileSync(path.resolve('scripts', file), path.join(launcherDir, 'scripts', file))
writeFileSync(path.join(launcherDir, 'scripts/server.mjs'), STAND_IN)
afterAll(() => rmSync(launcherDir, { recursive: true, force: true }))

/** Starts the launcher around the stand-in, sends `before` to it, then SIGTERM; its exit code and output. */
async function stopped(mode: string, before?: (port: number) => void) {
  const child = spawn(process.execPath, [path.join(launcherDir, 'scripts/run.mjs'), 'serve'], {
    // As in the container: a DATABASE_URL set, so the launcher starts no embedded database.
    env: { PATH: process.env.PATH, NODE_ENV: 'production', DATABASE_URL: 'postgres://unused@127.0.0.1:1/none', STAND_IN: mode },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const port = await new Promise<number>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /^port (\d+)$/m.exec(output)
      if (match) resolve(Number(match[1]))
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    void exit.then(() => reject(new Error(`the launcher exited before the server listened:\n${output}`)))
  })
  before?.(port)
  await new Promise((resolve) => setTimeout(resolve, 100))
  child.kill('SIGTERM')
  return { code: await exit, output: () => output }
}

describe('the exit code of a stop', () => {
  it('is 0 when nothing was lost, and when a queue run busy at the deadline was handed back', async () => {
    const clean = await stopped('clean')
    expect(clean.code).toBe(0)
    expect(clean.output()).toContain('[server] stopped\n')
    const busy = await stopped('queue-busy')
    expect(busy.code).toBe(0)
    expect(busy.output()).toContain('1 job(s) handed back to the queue')
  })

  it('is 1 when the deadline cut a request still being served', async () => {
    let cut!: Promise<string>
    const agent = new Agent({ keepAlive: true })
    const run = await stopped('cut', (port) => {
      cut = new Promise((resolve) => request({ host: '127.0.0.1', port, path: '/hang', agent }, () => resolve('answered')).on('error', (error) => resolve(error.message)).end())
    })
    agent.destroy()
    expect(await cut).toBe('socket hang up')
    expect(run.code).toBe(1)
    expect(run.output()).toContain('requests still open at the deadline (1)')
  })

  it('is 1 when the jobs still running could not be handed back to the queue', async () => {
    const run = await stopped('hand-back-fails')
    expect(run.code).toBe(1)
    expect(run.output()).toContain('could not hand its jobs back: Error: connection terminated')
  })

  it("is the server's own code when it fails during a stop, and 128 + the signal when it is killed", async () => {
    expect((await stopped('exits-3')).code).toBe(3)
    expect((await stopped('killed')).code).toBe(128 + 9)
  })
})

/**
 * What the shutdown does when its deadline comes while a queue job still runs (an SMTP server that
 * does not answer): the process is about to exit, so it hands the job back to the queue. Payload
 * never gives a job marked processing to another runner; left so, its email would never go.
 * The shutdown under load itself is tests/e2e/graceful-shutdown.e2e.spec.ts.
 */

let payload: Payload
beforeAll(async () => {
  payload = await getPayload()
})

/** The email job queued for `address`, as it stands now (undefined once done: completed jobs are deleted). */
const jobFor = async (address: string) => {
  const { docs } = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'sendEmail' } }, sort: '-createdAt', limit: 50, depth: 0, overrideAccess: true })
  return docs.find((doc) => (doc.input as { message?: { to?: unknown } }).message?.to === address)
}

describe('a queue job cut short by the shutdown', () => {
  it('is listed while its handler runs, handed back at the deadline, then sent exactly once by another runner', async () => {
    const to = uniqueEmail('held-job')
    await queueEmail(payload, { to, subject: 'Held at shutdown', text: 'Sent once.', html: '<p>Sent once.</p>' })
    const job = (await jobFor(to))!

    // A runner took it (Payload marks it processing) and its handler is under way, as an SMTP send that hangs.
    await payload.db.updateOne({ collection: 'payload-jobs', id: job.id, data: { processing: true } })
    let release!: () => void
    const hanging = holdingJobs({ slug: 'hanging', handler: ({ job: running }: { job: { id: number } }) => new Promise<void>((resolve) => (release = resolve)).then(() => running) })
    const running = hanging.handler({ job: { id: job.id } })
    expect(heldJobs().has(job.id)).toBe(true)

    // Nobody else runs it while it is so marked: were the process to exit now, the email would be lost.
    await payload.jobs.run({ queue: EMAIL_QUEUE, where: { id: { equals: job.id } } })
    expect(mail().messages.filter((m) => m.to.includes(to))).toEqual([])

    // (Other jobs this worker runs at the moment are handed back too, as at a real deadline.)
    expect(await returnHeldJobs(payload)).toBeGreaterThanOrEqual(1)
    expect((await jobFor(to))?.processing).toBe(false)
    const sent = await deliveredTo(payload, to)
    expect(sent.map((m) => m.subject)).toEqual(['Held at shutdown'])
    expect(await jobFor(to)).toBeUndefined()

    release()
    await running
    expect(heldJobs().has(job.id)).toBe(false)
  })
})
