import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { createLocalReq, type Payload } from 'payload'

import type { User } from '@/payload-types'

type AccessFn = (args: Record<string, unknown>) => unknown

/**
 * Payload's own "any signed-in user" default (`({ req: { user } }) => Boolean(user)`), as Payload
 * itself loaded it: the same module file, so a collection that kept the default holds this very
 * function. (Payload does not export it from its public entry points.)
 */
export async function payloadDefaultAccess(): Promise<AccessFn> {
  const file = path.resolve(process.cwd(), 'node_modules/payload/dist/auth/defaultAccess.js')
  const mod = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { defaultAccess: AccessFn }
  return mod.defaultAccess
}

/** An operation's access function; null when none is set, which Payload treats as "any signed-in user". */
export type AccessEntry = { key: string; fn: AccessFn | null }

/** Every access function of the running config: collections, globals and the jobs queue. */
export function accessEntries(payload: Payload): AccessEntry[] {
  const out: AccessEntry[] = []
  for (const c of payload.config.collections) {
    for (const [op, fn] of Object.entries(c.access ?? {})) {
      // unlock and admin only mean something on auth collections.
      if ((op === 'unlock' || op === 'admin') && !c.auth) continue
      if (typeof fn === 'function') out.push({ key: `collections.${c.slug}.${op}`, fn: fn as AccessFn })
    }
    // Payload serves /versions for every collection with REST endpoints; without readVersions, any
    // signed-in user passes its access check.
    if (c.endpoints !== false && typeof c.access?.readVersions !== 'function') out.push({ key: `collections.${c.slug}.readVersions (not set)`, fn: null })
  }
  for (const g of payload.config.globals) {
    for (const [op, fn] of Object.entries(g.access ?? {})) if (typeof fn === 'function') out.push({ key: `globals.${g.slug}.${op}`, fn: fn as AccessFn })
    if (typeof g.access?.readVersions !== 'function') out.push({ key: `globals.${g.slug}.readVersions (not set)`, fn: null })
  }
  for (const [op, fn] of Object.entries(payload.config.jobs?.access ?? {})) if (typeof fn === 'function') out.push({ key: `jobs.${op}`, fn: fn as AccessFn })
  return out
}

const source = (fn: AccessFn) => fn.toString().replace(/\s+/g, '')

export const isDefaultAccess = (fn: AccessFn | null, def: AccessFn) => fn === null || fn === def || source(fn) === source(def)

/** What an access function answers for a request by `user` (a throw counts as a refusal; no function is Payload's default). */
export async function askAccess(payload: Payload, fn: AccessFn | null, user: User | null): Promise<unknown> {
  if (fn === null) return Boolean(user)
  const req = await createLocalReq({ user: user ? ({ ...user, collection: 'users' } as never) : undefined }, payload)
  try {
    return await fn({ req, id: undefined, data: undefined })
  } catch (_error) {
    return false
  }
}
