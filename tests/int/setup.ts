import { afterAll } from 'vitest'

import { startMailCatcher } from '../support/mailCatcher'

// A capturing SMTP server for this worker; Payload reads SMTP_* when it first loads its config.
const catcher = await startMailCatcher()
process.env.SMTP_HOST = '127.0.0.1'
process.env.SMTP_PORT = String(catcher.smtpPort)
;(globalThis as { __mail?: typeof catcher }).__mail = catcher

afterAll(async () => {
  const { getPayloadClient } = await import('@/lib/payload/client')
  const payload = await getPayloadClient()
  await payload.destroy()
  await catcher.close()
})
