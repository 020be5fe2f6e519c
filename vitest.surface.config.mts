import { defineConfig } from 'vitest/config'

import base from './vitest.config.mjs'

// The generated REST-surface matrix, the fuzz and the findings they produced (`npm run test:surface`).
// Same setup and database as the integration tests. Not yet part of `npm test`: it still reports
// open findings (listed in the trust issue's note); it joins `npm test` once they are closed.
export default defineConfig({
  ...base,
  test: { ...base.test, include: ['tests/surface/**/*.spec.ts'], env: { ...base.test?.env, JOBS_AUTORUN: 'false' } },
})
