'use client'

import { useEffect, useMemo, useState } from 'react'

import { api } from '@/lib/api'
import type { ProfessionalProfile } from '@/payload-types'

const userOf = (profile: ProfessionalProfile) => (typeof profile.user === 'object' ? profile.user.id : profile.user)

/**
 * The professional profiles of a list of applicants, by user id (read through the collection's
 * access: an employer gets those of people who applied to their company's postings). Undefined
 * while loading; a person with no profile has no entry.
 */
export function useApplicantProfiles(userIds: (number | null | undefined)[]): Map<number, ProfessionalProfile> | undefined {
  const ids = useMemo(() => [...new Set(userIds.filter((id): id is number => typeof id === 'number'))].sort((a, b) => a - b), [userIds])
  const key = ids.join(',')
  const [profiles, setProfiles] = useState<{ key: string; map: Map<number, ProfessionalProfile> } | null>(null)
  useEffect(() => {
    if (!key) return
    let current = true
    const query = key
      .split(',')
      .map((id, i) => `where[user][in][${i}]=${id}`)
      .join('&')
    void api<{ docs: ProfessionalProfile[] }>(`/api/professional-profiles?${query}&depth=0&limit=${key.split(',').length}`, {}, '').then((res) => {
      if (!current) return
      const map = new Map<number, ProfessionalProfile>()
      if (res.ok) for (const profile of res.data.docs) map.set(Number(userOf(profile)), profile)
      setProfiles({ key, map })
    })
    return () => {
      current = false
    }
  }, [key])
  if (!key) return new Map()
  return profiles?.key === key ? profiles.map : undefined
}
