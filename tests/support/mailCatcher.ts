import http from 'node:http'
import type { AddressInfo } from 'node:net'

import PostalMime from 'postal-mime'
import { SMTPServer } from 'smtp-server'

export type CapturedMail = {
  from: string
  to: string[]
  subject: string
  text: string
  html: string
  links: string[]
  /** Every header by its lower-case name (the last one when repeated), e.g. `list-unsubscribe`. */
  headers: Record<string, string>
  /** Attached files as text (an interview's calendar file), with their names and types. */
  attachments: { filename: string; contentType: string; content: string }[]
}

/**
 * A base64 attachment's bytes as sent (the parser rewrites a calendar file's line ends, which the
 * tests check), or null when it is not found so.
 */
function wireContent(raw: string, filename: string | null): string | null {
  if (!filename) return null
  const escaped = filename.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const match = new RegExp(`filename="?${escaped}"?\r\n(?:[^\r\n]+\r\n)*\r\n([A-Za-z0-9+/=\r\n]+?)\r\n(?:\r\n|--)`).exec(raw)
  return match ? Buffer.from(match[1].replace(/\s/g, ''), 'base64').toString('utf8') : null
}

/**
 * A real SMTP server that keeps every message it receives, plus an optional HTTP view
 * (GET /messages) so test processes other than this one can read the mail.
 */
export async function startMailCatcher(opts: { smtpPort?: number; httpPort?: number } = {}) {
  const messages: CapturedMail[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', async () => {
        try {
          const raw = Buffer.concat(chunks).toString('utf8')
          const parsed = await PostalMime.parse(raw)
          const html = parsed.html ?? ''
          const text = parsed.text ?? ''
          messages.push({
            from: parsed.from?.address ?? '',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text,
            html,
            headers: Object.fromEntries(parsed.headers.map((h) => [h.key.toLowerCase(), h.value])),
            attachments: parsed.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.mimeType,
              content: wireContent(raw, a.filename) ?? (typeof a.content === 'string' ? a.content : Buffer.from(a.content as ArrayBuffer).toString('utf8')),
            })),
            links: [...new Set(`${html} ${text}`.match(/https?:\/\/[^\s"'<>]+/g) ?? [])].map((l) =>
              l.replace(/&amp;/g, '&'),
            ),
          })
          callback()
        } catch (error) {
          callback(error as Error)
        }
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(opts.smtpPort ?? 0, '127.0.0.1', resolve))
  const smtpPort = (smtp.server.address() as AddressInfo).port

  let web: http.Server | undefined
  if (opts.httpPort !== undefined) {
    web = http.createServer((req, res) => {
      res.setHeader('Content-Type', 'application/json')
      res.end(JSON.stringify(messages))
    })
    await new Promise<void>((resolve) => web!.listen(opts.httpPort, '127.0.0.1', resolve))
  }

  return {
    smtpPort,
    messages,
    async close() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()))
      if (web) await new Promise<void>((resolve) => web!.close(() => resolve()))
    },
  }
}

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>

/** Polls until a message matches, so tests wait for the queue rather than sleeping. */
export async function waitForMail(
  read: () => Promise<CapturedMail[]> | CapturedMail[],
  match: (mail: CapturedMail) => boolean,
  timeoutMs = 20_000,
): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = (await read()).find(match)
    if (found) return found
    if (Date.now() > deadline) throw new Error('No matching email arrived in time')
    await new Promise((r) => setTimeout(r, 250))
  }
}
