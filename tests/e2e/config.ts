/** Ports and accounts shared by the Playwright config, the test server and the tests. */
export const e2e = {
  port: Number(process.env.E2E_PORT ?? 3100),
  smtpPort: Number(process.env.E2E_SMTP_PORT ?? 2526),
  mailPort: Number(process.env.E2E_MAIL_PORT ?? 2580),
  adminEmail: 'site-admin@example.com',
  adminPassword: 'Harbour-Lights-Admin-51',
  get baseURL() {
    return `http://localhost:${this.port}`
  },
}
