import { randomBytes } from 'node:crypto'

/**
 * Canary values: short unique tokens written into fixture fields, so any response body can be
 * scanned for data its reader may not see. A token is `cnry` + 10 lower-case base-36 characters; it
 * survives lower-casing (emails, search text) and fits every maxLength in the schema. The registry
 * says where each token was first written, for readable failure messages.
 */
export const CANARY_PATTERN = /cnry[0-9a-z]{10}/g

export type CanaryOrigin = { collection: string; field: string; label: string }

const origins = new Map<string, CanaryOrigin>()

export function canary(collection: string, field: string, label = ''): string {
  let token = ''
  while (!token || origins.has(token)) {
    token = `cnry${BigInt(`0x${randomBytes(8).toString('hex')}`).toString(36).padStart(10, '0').slice(-10)}`
  }
  origins.set(token, { collection, field, label })
  return token
}

export const canaryOrigin = (token: string) => origins.get(token)

export const describeCanary = (token: string) => {
  const o = origins.get(token)
  return o ? `${token} (${o.collection}.${o.field}${o.label ? ` of ${o.label}` : ''})` : token
}

/** Every registered canary token found in a text. */
export function canariesIn(text: string): Set<string> {
  const found = new Set<string>()
  for (const match of text.toLowerCase().matchAll(CANARY_PATTERN)) if (origins.has(match[0])) found.add(match[0])
  return found
}
