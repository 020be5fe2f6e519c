import { defineConfig, devices } from '@playwright/test'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tests/chromium.mjs'
import { e2e } from './tests/e2e/config'

/** End-to-end tests against the production build, in Debian's Chromium (no browser downloads). */
export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.e2e.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: e2e.baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'setup', testMatch: 'global.setup.ts' },
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, dependencies: ['setup'], testIgnore: ['**/error-screens.e2e.spec.ts', '**/log-audit.e2e.spec.ts'] },
    // These lock whole tables of the site's database (as a stuck migration would): they run once
    // everything else is done, so no other test's reads wait on the lock or get cancelled by it.
    { name: 'table-locks', testMatch: '**/error-screens.e2e.spec.ts', use: { ...devices['Desktop Chrome'] }, dependencies: ['chromium'] },
    // Reads the server's whole output once every other test has run: no password, token or cookie in it.
    { name: 'log-audit', testMatch: '**/log-audit.e2e.spec.ts', dependencies: ['table-locks'] },
  ],
  webServer: {
    command: 'npx tsx tests/support/e2eServer.ts',
    url: `${e2e.baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
})
