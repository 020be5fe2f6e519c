import { api } from '@/lib/api'

import { resumeHeaders } from './guestStorage'

/**
 * Opens a resume through a short-lived link in a new tab. The tab is opened inside the click (so
 * no popup blocker stops it) and pointed at the link once the server has issued it. False when it
 * could not be opened (the caller says so in the page's language).
 */
export async function openResume(id: number, signedIn: boolean): Promise<boolean> {
  const tab = window.open('', '_blank')
  // The caller shows its own message on failure; the server's is not used.
  const res = await api<{ url: string }>(`/api/resumes/${id}/download-link`, { method: 'POST', headers: resumeHeaders(signedIn) }, '')
  if (!res.ok) {
    tab?.close()
    return false
  }
  const url = new URL(res.data.url, window.location.href).toString()
  if (tab) tab.location.href = url
  else window.location.href = url
  return true
}
