import { defineConfig } from 'vitest/config'

import base from './vitest.config.mjs'

// The generated REST-surface matrix, the fuzz and the findings they produced (`npm run test:surface`,
// part of `npm run test:int`). Same setup as the integration tests, in a database of its own. The
// jobs queue does not run in the background here: the rows it would add mid-case are no client's writes.
export default defineConfig({
  ...base,
  test: { ...base.test, projects: undefined, include: ['tests/surface/**/*.spec.ts'], env: { ...base.test?.env, JOBS_AUTORUN: 'false' } },
})
