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

  const reload = useCallback(async () => {
    if (!load) return
    const mine = ++latest.current
    setState({ kind: 'loading' })
    const res = await load()
    if (mine !== latest.current) return
    setState(res.ok ? { kind: 'ready', data: res.data } : { kind: 'error', message: res.message })
  }, [load])

  useEffect(() => {
    // Loading is the point of this effect; the state it sets is this hook's own.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void reload()
  }, [reload])

  /** Changes the loaded data in place (an item removed or moved) without loading again. */
  const update = useCallback((change: (data: T) => T) => {
    setState((s) => (s.kind === 'ready' ? { kind: 'ready', data: change(s.data) } : s))
  }, [])

  return { state, reload, update }
}
