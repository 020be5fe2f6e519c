'use client'

import { useEffect } from 'react'

/**
 * Brings the card named by the URL's #fragment into view once the results are on screen. A link
 * back from a posting's page arrives while the loading screen shows, before the card exists, so
 * the browser's own jump to the fragment finds nothing.
 */
export function ScrollToCard() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1))
    if (id) document.getElementById(id)?.scrollIntoView({ block: 'start' })
  }, [])
  return null
}
