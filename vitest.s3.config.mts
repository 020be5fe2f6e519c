import { defineConfig } from 'vitest/config'

import base from './vitest.config.mjs'

// The same int-test setup with resumes stored in S3 (s3rver). The storage choice is made when the
// app's config loads, so these files run in their own vitest run, with their own database (the base
// config's name plus `_s3`, so the stale-database sweep still reads its timestamp).
const database = `${process.env.INT_DATABASE_NAME}_s3`
process.env.INT_DATABASE_NAME = database
const databaseUrl = new URL(base.test!.env!.DATABASE_URL!)
databaseUrl.pathname = `/${database}`

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    projects: undefined,
    include: ['tests/int-s3/**/*.int.spec.ts'],
    setupFiles: ['tests/int/setup.ts', 'tests/int/setup.s3.ts'],
    env: {
      ...base.test!.env,
      DATABASE_URL: databaseUrl.toString(),
      // Must stay empty: with a bucket configured nothing may land here.
      RESUMES_DIR: `tests/.artifacts/resumes/${database}`,
    },
  },
})
