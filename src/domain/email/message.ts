import type { SendEmailOptions } from 'payload'

/** The serialisable part of an email: what the queue stores and the transports deliver. */
export type EmailMessage = {
  from?: string
  to: string | string[]
  cc?: string | string[]
  bcc?: string | string[]
  replyTo?: string
  subject: string
  text?: string
  html?: string
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058) on alert emails; plain strings only. */
  headers?: Record<string, string>
  /** Files sent with it, as text (an interview's calendar file); nodemailer takes them as they are. */
  attachments?: EmailAttachment[]
}

export type EmailAttachment = { filename: string; content: string; contentType: string }

const headerRecord = (value: unknown): Record<string, string> | undefined => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined
  const entries = Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string')
  return entries.length ? Object.fromEntries(entries) : undefined
}

const addressList = (value: unknown): string | string[] | undefined => {
  if (value == null) return undefined
  if (Array.isArray(value)) return value.map(String)
  if (typeof value === 'object' && 'address' in value) return String(value.address)
  return String(value)
}

export function toEmailMessage(options: SendEmailOptions): EmailMessage {
  const to = addressList(options.to)
  if (!to || (Array.isArray(to) && to.length === 0)) throw new Error('Email has no recipient')
  return {
    from: addressList(options.from) as string | undefined,
    to,
    cc: addressList(options.cc),
    bcc: addressList(options.bcc),
    replyTo: addressList(options.replyTo) as string | undefined,
    subject: String(options.subject ?? ''),
    text: typeof options.text === 'string' ? options.text : undefined,
    html: typeof options.html === 'string' ? options.html : undefined,
    headers: headerRecord(options.headers),
    attachments: Array.isArray(options.attachments) ? (options.attachments as EmailAttachment[]) : undefined,
  }
}

export function linksIn(message: EmailMessage): string[] {
  const body = `${message.html ?? ''}\n${message.text ?? ''}`
  return [...new Set(body.match(/https?:\/\/[^\s"'<>]+/g) ?? [])].map((l) => l.replace(/&amp;/g, '&'))
}
