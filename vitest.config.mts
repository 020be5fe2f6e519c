import path from 'node:path'

import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

// The run's name, given here so the global setup (sweep, drop) and the workers agree. Each worker
// adds its own suffix and database (tests/int/setup.ts).
const database = `hsm_int_${Date.now().toString(36)}_${process.pid}`
process.env.INT_DATABASE_NAME = database
const admin = new URL(process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
admin.pathname = `/${database}`

const INT_FILES = 'tests/int/**/*.int.spec.ts'

/**
 * Files that must not run beside another. Everything else runs two files at a time.
 * - pool-burst: fifty simultaneous requests per endpoint use both cores and the server's connections;
 *   beside it a neighbour's timed waits (rate-limit windows, queue deadlines) would measure the burst.
 * - pool-exhaustion: asserts a 503 comes within the pool's wait plus a fixed margin; another file's
 *   load on the same two cores would eat into that margin.
 */
const SERIAL = ['tests/int/pool-burst.int.spec.ts', 'tests/int/pool-exhaustion.int.spec.ts']

const resolve = {
  alias: {
    '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
    '@': path.resolve(import.meta.dirname, 'src'),
    // Outside Next's server bundles the marker would refuse to load; tests are server code.
    'server-only': path.resolve(import.meta.dirname, 'tests/support/serverOnly.ts'),
  },
}

const test = {
  environment: 'node',
  include: [INT_FILES],
  setupFiles: ['tests/int/setup.ts'],
  // Two worker processes (the CI machine has two cores), each running its files one after another
  // without reloading the app: importing Payload and the app is most of a small file's time. Files on
  // one worker share its database and stand-ins; files side by side share nothing (tests/int/setup.ts).
  pool: 'forks',
  isolate: false,
  maxWorkers: 2,
  fileParallelism: true,
  // next-intl's middleware (the proxy's first step) imports `next/server` without an extension,
  // which only a bundler resolves: let Vite load it, as Next does.
  server: { deps: { inline: ['next-intl'] } },
  testTimeout: 30_000,
  hookTimeout: 60_000,
  env: {
    NODE_ENV: 'test',
    // The worker's own database replaces it (tests/int/setup.ts, from INT_DATABASE_NAME).
    DATABASE_URL: admin.toString(),
    PAYLOAD_SECRET: 'int-test-secret-0123456789abcdef',
    SERVER_URL: 'http://localhost:3000',
    ADMIN_EMAIL: 'first-admin@example.com',
    ADMIN_PASSWORD: 'First-admin-pass-77',
    OUTBOX_DIR: 'tests/.artifacts/outbox',
    // Each run keeps its own resume folder (a subfolder per worker), so file assertions never see
    // another run's or another worker's uploads.
    RESUMES_DIR: `tests/.artifacts/resumes/${database}`,
    SEED_DEMO: 'false',
    // The tests stand in for scripts/server.mjs: they send the client's address (x-client-address) themselves.
    CLIENT_ADDRESS_FROM_SERVER: '1',
  },
} satisfies TestProjectInlineConfiguration['test']

// The other suites (unit, surface, s3) start from these settings and run their own files, without
// the projects below.
export default defineConfig({
  resolve,
  test: {
    ...test,
    globalSetup: ['tests/int/globalSetup.ts'],
    projects: [
      { resolve, test: { ...test, name: 'int', exclude: SERIAL, sequence: { groupOrder: 0 } } },
      // A project of one worker runs after the parallel one, its files one at a time, alone.
      { resolve, test: { ...test, name: 'int-serial', include: SERIAL, maxWorkers: 1, fileParallelism: false, sequence: { groupOrder: 1 } } },
    ],
  },
})
