import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { randomUUID } from 'node:crypto'

import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { Payload } from 'payload'

import { siteMetrics } from '@/framework/metrics.mjs'
import { env } from '@/lib/env'

import { linksIn, type EmailMessage } from './message'

type Deliver = (message: EmailMessage) => Promise<void>

let smtp: Promise<Deliver> | undefined

/** SMTP through nodemailer, built once per process. */
function smtpTransport(payload: Payload): Promise<Deliver> {
  smtp ??= (async () => {
    const e = env()
    const adapter = await nodemailerAdapter({
      defaultFromAddress: e.EMAIL_FROM,
      defaultFromName: e.EMAIL_FROM_NAME,
      skipVerify: true,
      transportOptions: {
        host: e.SMTP_HOST,
        port: e.SMTP_PORT,
        secure: e.SMTP_SECURE,
        auth: e.SMTP_USER ? { user: e.SMTP_USER, pass: e.SMTP_PASS } : undefined,
        // A send ends well within the delivery claim's three minutes (deliverOnce.ts).
        connectionTimeout: 20_000,
        greetingTimeout: 20_000,
        socketTimeout: 60_000,
      },
    })
    const instance = adapter({ payload })
    return async (message) => {
      await instance.sendEmail(message)
    }
  })()
  return smtp
}

/** Without SMTP, mail lands in a local folder and its links are printed, so sign-up can be finished. */
async function outbox(message: EmailMessage, payload: Payload): Promise<void> {
  const dir = path.resolve(env().OUTBOX_DIR)
  await mkdir(dir, { recursive: true })
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.json`)
  await writeFile(file, JSON.stringify(message, null, 2))
  const links = linksIn(message)
  payload.logger.info(
    `[outbox] to ${[message.to].flat().join(', ')}: "${message.subject}" -> ${file}` +
      links.map((l) => `\n  link: ${l}`).join(''),
  )
}

export async function deliverEmail(payload: Payload, message: EmailMessage): Promise<void> {
  const { emails } = siteMetrics()
  try {
    if (env().SMTP_HOST) {
      const send = await smtpTransport(payload)
      await send(message)
    } else {
      await outbox(message, payload)
    }
  } catch (error) {
    emails.inc({ outcome: 'failed' })
    throw error
  }
  emails.inc({ outcome: 'sent' })
}
