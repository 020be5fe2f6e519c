import { uniqueDatabaseName } from '../support/database'

/** The test server's output and its request log, read by the log audit (log-audit.e2e.spec.ts). */
export const E2E_SERVER_LOG = 'tests/.artifacts/e2e-server.log'
export const E2E_REQUEST_LOG = 'tests/.artifacts/e2e-requests.log'

/** Where the setup project keeps the first admin's signed-in session (see global.setup.ts). */
export const ADMIN_STATE = 'tests/.artifacts/e2e-admin-state.json'

/**
 * The test server's database, named once by the Playwright runner (its workers and the server
 * inherit the environment), so a test can reach the database under the site as an operator would.
 */
process.env.E2E_DATABASE ??= uniqueDatabaseName('hsm_e2e')

/** Ports and accounts shared by the Playwright config, the test server and the tests. */
export const e2e = {
  port: Number(process.env.E2E_PORT ?? 3100),
  smtpPort: Number(process.env.E2E_SMTP_PORT ?? 2526),
  mailPort: Number(process.env.E2E_MAIL_PORT ?? 2580),
  stripePort: Number(process.env.E2E_STRIPE_PORT ?? 12111),
  stripeWebhookSecret: 'whsec_e2e_secret',
  database: process.env.E2E_DATABASE!,
  adminEmail: 'site-admin@example.com',
  adminPassword: 'Harbour-Lights-Admin-51',
  get baseURL() {
    return `http://localhost:${this.port}`
  },
}
