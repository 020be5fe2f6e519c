'use client'

import { useEffect } from 'react'

import { useAuth } from '@/components/auth/AuthProvider'

import { forgetRevealedCompanies, revealCompanies } from './revealedCompanies'

/** For a signed-in person, fills in the companies of these postings that their rights reveal. */
export function RevealCompanies({ ids }: { ids: number[] }) {
  const { user } = useAuth()
  const key = ids.join(',')
  useEffect(() => {
    if (!user) {
      forgetRevealedCompanies()
      return
    }
    if (key) void revealCompanies(key.split(',').map(Number))
  }, [user, key])
  return null
}
