/** Where the setup project keeps the first admin's signed-in session (see global.setup.ts). */
export const ADMIN_STATE = 'tests/.artifacts/e2e-admin-state.json'

/** Ports and accounts shared by the Playwright config, the test server and the tests. */
export const e2e = {
  port: Number(process.env.E2E_PORT ?? 3100),
  smtpPort: Number(process.env.E2E_SMTP_PORT ?? 2526),
  mailPort: Number(process.env.E2E_MAIL_PORT ?? 2580),
  stripePort: Number(process.env.E2E_STRIPE_PORT ?? 12111),
  stripeWebhookSecret: 'whsec_e2e_secret',
  adminEmail: 'site-admin@example.com',
  adminPassword: 'Harbour-Lights-Admin-51',
  get baseURL() {
    return `http://localhost:${this.port}`
  },
}
