'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import type { ApiResult } from '@/lib/api'

/** What a list screen is showing: still loading, failed (with a retry), or ready with its data. */
export type Remote<T> = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; data: T }

/**
 * Loads a list screen's data and keeps its state. `load` must be stable (useCallback); null means
 * "not yet" (the session is still unknown), and the screen stays loading. When loads overlap (a
 * retry, a new user), only the newest one's answer is kept.
 */
export function useRemote<T>(load: (() => Promise<ApiResult<T>>) | null) {
  const [state, setState] = useState<Remote<T>>({ kind: 'loading' })
  const latest = useRef(0)
  const shown = useRef<typeof load>(null)

  const reload = useCallback(async () => {
    if (!load) return
    const mine = ++latest.current
    // Refreshing the same list keeps it on screen (and its open panels); another list starts afresh.
    const sameList = shown.current === load
    shown.current = load
    setState((s) => (sameList && s.kind === 'ready' ? s : { kind: 'loading' }))
    const res = await load()
    if (mine !== latest.current) return
    setState(res.ok ? { kind: 'ready', data: res.data } : { kind: 'error', message: res.message })
  }, [load])

  useEffect(() => {
    void reload()
  }, [reload])

  /** Changes the loaded data in place (an item removed or moved) without loading again. */
  const update = useCallback((change: (data: T) => T) => {
    setState((s) => (s.kind === 'ready' ? { kind: 'ready', data: change(s.data) } : s))
  }, [])

  return { state, reload, update }
}
