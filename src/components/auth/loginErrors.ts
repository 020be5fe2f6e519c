/** The sign-in refusals the product words itself (keys of the catalogue's `auth` section). */
export type SignInErrorKey = 'unverified' | 'signInThrottled' | 'invalidCredentials' | 'fallbackError'

/**
 * Turns the server's sign-in refusal into the product's copy (`text` gives an `auth` key in the
 * page's language): wrong email and wrong password read the same, and so does every throttled
 * attempt, whether or not the account exists.
 */
export function signInErrorMessage(status: number, serverMessage: string, text: (key: SignInErrorKey) => string): string {
  if (status === 403) return text('unverified')
  if (status === 429) return text('signInThrottled')
  if (status === 401 || status === 400) return text('invalidCredentials')
  return serverMessage || text('fallbackError')
}
