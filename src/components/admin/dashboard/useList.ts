'use client'

import { useCallback, useEffect, useState } from 'react'

import { api } from '@/lib/api'

export type ListState<T> = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; docs: T[] }

/** Loads a REST list (with access control as the signed-in user) and reloads on demand. */
export function useList<T>(url: string) {
  const [state, setState] = useState<ListState<T>>({ kind: 'loading' })
  const load = useCallback(async () => {
    setState({ kind: 'loading' })
    const res = await api<{ docs: T[] }>(url)
    setState(res.ok ? { kind: 'ready', docs: res.data.docs } : { kind: 'error' })
  }, [url])
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load()
  }, [load])
  return { state, reload: load }
}
