import { readFileSync } from 'node:fs'

import { JWT } from 'google-auth-library'

import type { IndexingType } from './options'

/*
 * Google's Indexing API with a service account: google-auth-library signs a JWT with the account's
 * key (RS256) and exchanges it for an access token at the key's token URI (OAuth 2.0 JWT bearer
 * grant), which then authorises urlNotifications:publish.
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

/** One client per service account key; the library keeps its token until shortly before it lapses. */
const clients = new Map<string, JWT>()

function clientFor(account: ServiceAccount): JWT {
  const key = [account.client_email, account.token_uri, account.private_key].join('\n')
  const known = clients.get(key)
  if (known) return known
  const client = new JWT({
    email: account.client_email,
    key: account.private_key,
    scopes: [INDEXING_SCOPE],
    // The library always signs for and posts to Google's token URL; the key's own token URI (a
    // stand-in in tests) is honoured by the claim and by redirecting that one request.
    additionalClaims: { aud: account.token_uri },
    transporterOptions: { timeout: 15_000 },
  })
  client.transporter.interceptors.request.add({
    resolved: async (options) => (String(options.url) === GOOGLE_TOKEN_URI ? { ...options, url: new URL(account.token_uri) } : options),
  })
  clients.set(key, client)
  return client
}

/** The Authorization header for the Indexing API, or why there is none (the token request failed). */
async function authorisation(account: ServiceAccount): Promise<string> {
  try {
    return (await clientFor(account).getRequestHeaders()).get('authorization') ?? ''
  } catch (error) {
    const { response, message } = error as { response?: { status?: number }; message?: string }
    throw new Error(`token request ${response?.status ? `answered ${response.status}` : 'failed'}${message ? ` (${message})` : ''}`, { cause: error })
  }
}

export type PublishResult = { status: number; detail?: string }

/** Tells Google that `url` was updated or deleted; the HTTP status Google answered (0: no answer). */
export async function publishNotification(account: ServiceAccount, endpoint: string, url: string, type: IndexingType): Promise<PublishResult> {
  try {
    const res = await fetch(`${endpoint.replace(/\/$/, '')}/v3/urlNotifications:publish`, {
      method: 'POST',
      headers: { Authorization: await authorisation(account), 'Content-Type': 'application/json' },
      body: JSON.stringify({ url, type }),
      signal: AbortSignal.timeout(15_000),
    })
    // A token Google no longer takes: the next notification starts with a new client and token.
    if (res.status === 401) clients.clear()
    const text = await res.text().catch(() => '')
    return res.ok ? { status: res.status } : { status: res.status, detail: text.slice(0, 300) }
  } catch (error) {
    return { status: 0, detail: error instanceof Error ? error.message.slice(0, 300) : 'request failed' }
  }
}
