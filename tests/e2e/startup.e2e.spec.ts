import { spawn } from 'node:child_process'
import path from 'node:path'

import { expect, test } from '@playwright/test'

const root = path.resolve(import.meta.dirname, '../..')

test('in production a missing required variable stops the server with its name', async () => {
  test.setTimeout(90_000)
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORT: '3199', SERVER_URL: 'https://jobs.example.ca' }
  delete env.PAYLOAD_SECRET
  env.DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres'
  const child = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '--port', '3199'], {
    cwd: root,
    env,
  })
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      resolve(null)
    }, 60_000)
    child.on('exit', (c) => {
      clearTimeout(timer)
      resolve(c)
    })
  })
  expect(code, output).toBe(1)
  expect(output).toContain('PAYLOAD_SECRET')
})
