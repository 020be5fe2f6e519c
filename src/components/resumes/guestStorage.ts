import { GUEST_HEADER, GUEST_STORAGE_KEY, isGuestId } from '@/domain/resumes/guestId'

/** The browser's guest id, created (or replaced when malformed) on first use. */
function guestId(): string {
  const stored = window.localStorage.getItem(GUEST_STORAGE_KEY)
  if (isGuestId(stored)) return stored
  const fresh = crypto.randomUUID()
  window.localStorage.setItem(GUEST_STORAGE_KEY, fresh)
  return fresh
}

/** The stored guest id if there is a valid one; never creates one. */
function storedGuestId(): string | null {
  const stored = window.localStorage.getItem(GUEST_STORAGE_KEY)
  return isGuestId(stored) ? stored : null
}

const forgetGuestId = () => window.localStorage.removeItem(GUEST_STORAGE_KEY)

/** Headers for a resume request: the guest id only when nobody is signed in. */
export const resumeHeaders = (signedIn: boolean): Record<string, string> => (signedIn ? {} : { [GUEST_HEADER]: guestId() })

let claiming: Promise<void> | null = null

/**
 * After sign-in on a browser that was used as a guest: moves the guest's resumes into the account,
 * then forgets the guest id. Concurrent callers share one request.
 */
export function claimGuestResumes(): Promise<void> {
  const id = storedGuestId()
  if (!id) return Promise.resolve()
  claiming ??= fetch('/api/resumes/claim', { method: 'POST', credentials: 'include', headers: { [GUEST_HEADER]: id } })
    .then((res) => {
      if (res.ok) forgetGuestId()
    })
    .catch(() => {})
    .finally(() => {
      claiming = null
    })
  return claiming
}
