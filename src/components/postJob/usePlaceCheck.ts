'use client'

import { useEffect, useState } from 'react'

type Answer = { text: string; province: string; suggestions: string[]; found: boolean }

/** Waits this long after the last keystroke before asking. */
const PAUSE_MS = 250

/**
 * What /api/places says of the place being typed: cities to suggest, and whether a posting there gets
 * coordinates (`found`: null until the answer for this very text and province has come). Suggestions
 * stay while the next answer is on its way, so the list does not flicker as the employer types.
 */
export function usePlaceCheck(text: string, province: string): { suggestions: string[]; found: boolean | null } {
  const [answer, setAnswer] = useState<Answer | null>(null)
  const q = text.trim()
  useEffect(() => {
    if (!q) return
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      try {
        const params = new URLSearchParams(province ? { q, province } : { q })
        const response = await fetch(`/api/places?${params}`, { signal: controller.signal })
        if (!response.ok) return
        const body = (await response.json()) as { suggestions: string[]; found: boolean }
        setAnswer({ text: q, province, suggestions: body.suggestions, found: body.found })
      } catch {
        // Aborted by newer text, or offline: no suggestions and no warning.
      }
    }, PAUSE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [q, province])
  const current = answer !== null && answer.text === q && answer.province === province
  return { suggestions: q ? (answer?.suggestions ?? []) : [], found: current ? answer.found : null }
}
