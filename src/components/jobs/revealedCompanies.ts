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

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useRevealedCompany(id: number): string | undefined {
  useSyncExternalStore(subscribe, () => version, () => 0)
  return revealed.get(id)
}

/** Asks the server which of these postings' companies the signed-in person may read. */
export async function revealCompanies(ids: number[]): Promise<void> {
  const wanted = [...new Set(ids)].filter((id) => !revealed.has(id)).slice(0, 100)
  if (wanted.length === 0) return
  const query = new URLSearchParams({ 'where[id][in]': wanted.join(','), 'select[company]': 'true', depth: '0', limit: String(wanted.length) })
  const res = await api<{ docs: { id: number; company?: string | null }[] }>(`/api/job-postings?${query}`)
  if (!res.ok) return
  let changed = false
  for (const doc of res.data.docs) {
    if (doc.company) {
      revealed.set(doc.id, doc.company)
      changed = true
    }
  }
  if (changed) {
    version++
    for (const listener of listeners) listener()
  }
}

/** Forgets what was revealed (on sign-out: the next person on this browser sees only their own). */
export function forgetRevealedCompanies(): void {
  if (revealed.size === 0) return
  revealed.clear()
  version++
  for (const listener of listeners) listener()
}
