'use client'

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'

import { claimGuestResumes } from '@/components/resumes/guestStorage'
import { languageOf, type Locale } from '@/i18n/locale'

export type SessionUser = {
  id: number | string
  email: string
  fullName?: string | null
  roles?: string[] | null
  /** The company an employer belongs to (its id): its members manage its postings. */
  company?: number | null
  /** An address change waiting for its link (only ever the person's own). */
  pendingEmail?: string | null
}

type AuthState = {
  user: SessionUser | null
  loading: boolean
  refresh: () => Promise<SessionUser | null>
  signOut: () => Promise<void>
  /** Keeps a language chosen with the switcher on the signed-in account (emails follow it). */
  rememberLanguage: (to: Locale) => void
  /** The session as a screen read on the server found it (KnownSession): taken instead of asking for it. */
  seed: (user: SessionUser) => void
}

const AuthContext = createContext<AuthState | null>(null)

async function fetchMe(): Promise<SessionUser | null> {
  try {
    const res = await fetch('/api/users/me', { credentials: 'include', cache: 'no-store' })
    if (!res.ok) return null
    const body = (await res.json()) as { user?: SessionUser | null }
    return body.user ?? null
  } catch {
    return null
  }
}

/** Reads the session once at start (unless the screen brought it: KnownSession) and again after every sign-in or sign-out. */
export function AuthProvider({ children }: { children: React.ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(null)
  const [loading, setLoading] = useState(true)
  const seeded = useRef(false)

  const seed = useCallback((known: SessionUser) => {
    if (seeded.current) return
    seeded.current = true
    setUser(known)
    setLoading(false)
  }, [])

  const refresh = useCallback(async () => {
    const me = await fetchMe()
    setUser(me)
    setLoading(false)
    return me
  }, [])

  const signOut = useCallback(async () => {
    await fetch('/api/users/logout', { method: 'POST', credentials: 'include' }).catch(() => {})
    setUser(null)
  }, [])

  // Fired as the page is left for the other language: keepalive lets it finish after the unload,
  // and a failure only means the account keeps its earlier language.
  const userId = user?.id
  const rememberLanguage = useCallback(
    (to: Locale) => {
      if (userId === undefined) return
      void fetch(`/api/users/${userId}`, {
        method: 'PATCH',
        keepalive: true,
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ preferredLanguage: languageOf(to) }),
      }).catch(() => {})
    },
    [userId],
  )

  // A screen's KnownSession, hydrated with the frame, runs its effect first (children before parents).
  useEffect(() => {
    if (seeded.current) return
    let current = true
    void fetchMe().then((me) => {
      if (!current || seeded.current) return
      setUser(me)
      setLoading(false)
    })
    return () => {
      current = false
    }
  }, [])

  // Resumes kept as a guest on this browser join the account once someone signs in.
  useEffect(() => {
    if (user) void claimGuestResumes()
  }, [user])

  const value = useMemo(
    () => ({ user, loading, refresh, signOut, rememberLanguage, seed }),
    [user, loading, refresh, signOut, rememberLanguage, seed],
  )
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

/**
 * A screen read on the server as its viewer gives its client components that session from their first
 * render (in the HTML, not once the browser has asked `/api/users/me`), and the frame takes it too.
 * Until the frame has a session of its own, the subtree sees the server's; after, the frame's (a sign-out
 * in the header reaches it).
 */
export function KnownSession({ user, children }: { user: SessionUser; children: React.ReactNode }) {
  const outer = useAuth()
  const { seed } = outer
  useEffect(() => seed(user), [seed, user])
  const value = useMemo(() => (outer.loading ? { ...outer, user, loading: false } : outer), [outer, user])
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext)
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>')
  return ctx
}

export const isAdmin = (user: SessionUser | null) => Boolean(user?.roles?.includes('admin'))
