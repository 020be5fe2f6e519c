import { test as setup } from '@playwright/test'

import { e2e, ADMIN_STATE } from './config'
import { signIn } from './helpers'

/**
 * The first admin signs in once for the whole run and every test reuses that session. Payload keeps
 * a user's sessions in one list, so simultaneous sign-ins of the same account can drop each other's
 * session; one shared session avoids that race in the tests.
 */
setup('sign the first admin in once', async ({ playwright }) => {
  const ctx = await playwright.request.newContext({ baseURL: e2e.baseURL, extraHTTPHeaders: { Origin: e2e.baseURL } })
  await signIn(ctx, e2e.adminEmail, e2e.adminPassword)
  await ctx.storageState({ path: ADMIN_STATE })
  await ctx.dispose()
})
