import { createSign } from 'node:crypto'
import { readFileSync } from 'node:fs'

import type { IndexingType } from './options'

/*
 * Google's Indexing API with a service account, using only node:crypto and fetch: a JWT signed
 * with the account's key (RS256) is exchanged for an access token at the key's token URI
 * (OAuth 2.0 JWT bearer grant), which then authorises urlNotifications:publish.
 */

const INDEXING_SCOPE = 'https://www.googleapis.com/auth/indexing'
const GOOGLE_TOKEN_URI = 'https://oauth2.googleapis.com/token'

export type ServiceAccount = { client_email: string; private_key: string; token_uri: string }

/** The service account from GOOGLE_INDEXING_CREDENTIALS: the JSON key itself, or the path of its file. */
export function serviceAccountOf(value: string): ServiceAccount {
  const text = value.trim().startsWith('{') ? value : readFileSync(value.trim(), 'utf8')
  const parsed = JSON.parse(text) as Partial<ServiceAccount>
  if (typeof parsed.client_email !== 'string' || typeof parsed.private_key !== 'string') {
    throw new Error('GOOGLE_INDEXING_CREDENTIALS: a service account key needs client_email and private_key')
  }
  return { client_email: parsed.client_email, private_key: parsed.private_key, token_uri: parsed.token_uri || GOOGLE_TOKEN_URI }
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url')

/** The signed assertion asking for an Indexing API token, valid for an hour. */
export function signedAssertion(account: ServiceAccount, now = Date.now()): string {
  const iat = Math.floor(now / 1000)
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))
  const claims = base64url(JSON.stringify({ iss: account.client_email, scope: INDEXING_SCOPE, aud: account.token_uri, iat, exp: iat + 3600 }))
  const signature = createSign('RSA-SHA256').update(`${header}.${claims}`).sign(account.private_key)
  return `${header}.${claims}.${base64url(signature)}`
}

/** Tokens kept until a minute before they lapse, per account and token URI. */
const tokens = new Map<string, { token: string; until: number }>()

async function accessToken(account: ServiceAccount): Promise<string> {
  const key = `${account.client_email} ${account.token_uri}`
  const kept = tokens.get(key)
  if (kept && kept.until > Date.now()) return kept.token
  const res = await fetch(account.token_uri, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion: signedAssertion(account) }),
    signal: AbortSignal.timeout(15_000),
  })
  const body = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number; error?: string }
  if (!res.ok || !body.access_token) throw new Error(`token request answered ${res.status}${body.error ? ` (${body.error})` : ''}`)
  tokens.set(key, { token: body.access_token, until: Date.now() + Math.max(0, (body.expires_in ?? 3600) - 60) * 1000 })
  return body.access_token
}

export type PublishResult = { status: number; detail?: string }

/** Tells Google that `url` was updated or deleted; the HTTP status Google answered (0: no answer). */
export async function publishNotification(account: ServiceAccount, endpoint: string, url: string, type: IndexingType): Promise<PublishResult> {
  try {
    const token = await accessToken(account)
    const res = await fetch(`${endpoint.replace(/\/$/, '')}/v3/urlNotifications:publish`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ url, type }),
      signal: AbortSignal.timeout(15_000),
    })
    if (res.status === 401) tokens.clear()
    const text = await res.text().catch(() => '')
    return res.ok ? { status: res.status } : { status: res.status, detail: text.slice(0, 300) }
  } catch (error) {
    return { status: 0, detail: error instanceof Error ? error.message.slice(0, 300) : 'request failed' }
  }
}
