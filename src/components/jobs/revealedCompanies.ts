'use client'

import { useSyncExternalStore } from 'react'

import { api } from '@/lib/api'

/**
 * Companies the signed-in person may see although everyone else may not (their own postings, or
 * postings whose employer moved their application past pending). Cached pages show every posting
 * as an anonymous visitor sees it; this store fills in what the person's own rights add, read from
 * the REST API as them, so the rule stays the server's (the company field's read access).
 */
const revealed = new Map<number, string>()
const listeners = new Set<() => void>()
let version = 0
/** Whose rights the store holds (a user id, or null for nobody). */
let revealedTo: unknown = null

const changed = () => {
  version++
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useRevealedCompany(id: number): string | undefined {
  useSyncExternalStore(subscribe, () => version, () => 0)
  return revealed.get(id)
}

/** Names whose rights the store holds: a different person (or nobody) empties it first. */
export function revealedFor(userId: unknown): void {
  if (userId === revealedTo) return
  revealedTo = userId
  if (revealed.size === 0) return
  revealed.clear()
  changed()
}

/** Asks the server which of these postings' companies the signed-in person may read. */
export async function revealCompanies(ids: number[]): Promise<void> {
  const wanted = [...new Set(ids)].filter((id) => !revealed.has(id)).slice(0, 100)
  if (wanted.length === 0) return
  const askedFor = revealedTo
  const query = new URLSearchParams({ 'where[id][in]': wanted.join(','), 'select[company]': 'true', depth: '0', limit: String(wanted.length) })
  // A failure only leaves the names hidden: no message is shown.
  const res = await api<{ docs: { id: number; company?: string | null }[] }>(`/api/job-postings?${query}`, {}, '')
  // An answer for someone who has since signed out (or another person) is not kept.
  if (!res.ok || askedFor !== revealedTo) return
  const found = res.data.docs.filter((doc) => doc.company)
  for (const doc of found) revealed.set(doc.id, doc.company!)
  if (found.length > 0) changed()
}
