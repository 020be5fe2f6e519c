import path from 'node:path'

import { defineConfig } from 'vitest/config'

// One database per run, named here so the global setup (create/drop) and the workers agree.
const database = `hsm_int_${Date.now().toString(36)}_${process.pid}`
process.env.INT_DATABASE_NAME = database
const admin = new URL(process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
admin.pathname = `/${database}`

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
      '@': path.resolve(import.meta.dirname, 'src'),
      // Outside Next's server bundles the marker would refuse to load; tests are server code.
      'server-only': path.resolve(import.meta.dirname, 'tests/support/serverOnly.ts'),
    },
  },
  test: {
    environment: 'node',
    include: ['tests/int/**/*.int.spec.ts'],
    globalSetup: ['tests/int/globalSetup.ts'],
    setupFiles: ['tests/int/setup.ts'],
    // Files share one database and Payload instance per worker; run them one after another.
    fileParallelism: false,
    // next-intl's middleware (the proxy's first step) imports `next/server` without an extension,
    // which only a bundler resolves: let Vite load it, as Next does.
    server: { deps: { inline: ['next-intl'] } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: {
      NODE_ENV: 'test',
      DATABASE_URL: admin.toString(),
      PAYLOAD_SECRET: 'int-test-secret-0123456789abcdef',
      SERVER_URL: 'http://localhost:3000',
      ADMIN_EMAIL: 'first-admin@example.com',
      ADMIN_PASSWORD: 'First-admin-pass-77',
      OUTBOX_DIR: 'tests/.artifacts/outbox',
      // Each run keeps its own resume folder, so file assertions never see another run's uploads.
      RESUMES_DIR: `tests/.artifacts/resumes/${database}`,
      SEED_DEMO: 'false',
      // The tests stand in for scripts/server.mjs: they send the client's address (x-client-address) themselves.
      CLIENT_ADDRESS_FROM_SERVER: '1',
    },
  },
})
