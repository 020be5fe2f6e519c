import { defineConfig } from 'vitest/config'

import base from './vitest.config.mjs'

// Pure modules: nothing started (no database, SMTP or Stripe stand-in, no Payload), files in parallel.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['tests/unit/**/*.unit.spec.ts'],
    globalSetup: [],
    setupFiles: [],
    projects: undefined,
    fileParallelism: true,
  },
})
