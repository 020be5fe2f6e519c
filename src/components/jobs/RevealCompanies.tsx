'use client'

import { useEffect } from 'react'

import { useAuth } from '@/components/auth/AuthProvider'

import { revealCompanies, revealedFor } from './revealedCompanies'

/** For a signed-in person, fills in the companies of these postings that their rights reveal. */
export function RevealCompanies({ ids }: { ids: number[] }) {
  const { user } = useAuth()
  const key = ids.join(',')
  const userId = user?.id ?? null
  useEffect(() => {
    // What one person's rights revealed is never shown to the next one on this browser.
    revealedFor(userId)
    if (userId !== null && key) void revealCompanies(key.split(',').map(Number))
  }, [userId, key])
  return null
}
