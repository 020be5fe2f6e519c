import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createVerify, generateKeyPairSync, randomBytes } from 'node:crypto'

export type TokenRequest = { grantType: string | null; claims: Record<string, unknown> | null; signatureValid: boolean }
export type Notification = { url: string; type: string; authorised: boolean }

/**
 * A local stand-in for Google's OAuth token endpoint and Indexing API. It makes a service account
 * (an RSA key pair; `credentials` is its JSON key, with this server as its token URI), checks each
 * token request's JWT signature with the public key and its claims, hands out a token, and records
 * every urlNotifications:publish call with whether it carried that token. `failWith` makes the
 * next publish calls answer that status.
 */
export async function startGoogleStub() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const clientEmail = 'indexing@stand-in.iam.gserviceaccount.com'
  const tokenRequests: TokenRequest[] = []
  const notifications: Notification[] = []
  const issued = new Set<string>()
  const state = { failWith: 0 }
  let base = ''

  const verify = (assertion: string): Pick<TokenRequest, 'claims' | 'signatureValid'> => {
    const [header, claims, signature] = assertion.split('.')
    if (!header || !claims || !signature) return { claims: null, signatureValid: false }
    const alg = (JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string }).alg
    const signatureValid = alg === 'RS256' && createVerify('RSA-SHA256').update(`${header}.${claims}`).verify(publicKey, Buffer.from(signature, 'base64url'))
    return { claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>, signatureValid }
  }

  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub')
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify(body))
      }
      if (req.method === 'POST' && url.pathname === '/token') {
        const form = new URLSearchParams(raw)
        const checked = (() => {
          try {
            return verify(form.get('assertion') ?? '')
          } catch {
            return { claims: null, signatureValid: false }
          }
        })()
        tokenRequests.push({ grantType: form.get('grant_type'), ...checked })
        const now = Date.now() / 1000
        const claims = checked.claims ?? {}
        const good =
          form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer' &&
          checked.signatureValid &&
          claims.iss === clientEmail &&
          claims.aud === `${base}/token` &&
          claims.scope === 'https://www.googleapis.com/auth/indexing' &&
          Number(claims.exp) > now &&
          Number(claims.iat) <= now + 60
        if (!good) return json(400, { error: 'invalid_grant' })
        const token = `ya29.stand-in-${randomBytes(8).toString('hex')}`
        issued.add(token)
        return json(200, { access_token: token, expires_in: 3600, token_type: 'Bearer' })
      }
      if (req.method === 'POST' && url.pathname === '/v3/urlNotifications:publish') {
        const token = (req.headers.authorization ?? '').replace(/^Bearer /, '')
        const body = JSON.parse(raw || '{}') as { url?: string; type?: string }
        const authorised = issued.has(token)
        notifications.push({ url: String(body.url), type: String(body.type), authorised })
        if (!authorised) return json(401, { error: { code: 401, status: 'UNAUTHENTICATED' } })
        if (state.failWith) return json(state.failWith, { error: { code: state.failWith } })
        return json(200, { urlNotificationMetadata: { url: body.url, latestUpdate: { url: body.url, type: body.type, notifyTime: new Date().toISOString() } } })
      }
      json(404, { error: `no stand-in for ${req.method} ${url.pathname}` })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    base,
    credentials: JSON.stringify({
      type: 'service_account',
      client_email: clientEmail,
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      token_uri: `${base}/token`,
    }),
    tokenRequests,
    notifications,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type GoogleStub = Awaited<ReturnType<typeof startGoogleStub>>
