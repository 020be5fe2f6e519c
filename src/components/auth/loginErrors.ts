import { messages } from '@/i18n'

const a = messages.auth

/**
 * Turns the server's sign-in refusal into the product's copy: wrong email and wrong password read
 * the same, and so does every throttled attempt, whether or not the account exists.
 */
export function signInErrorMessage(status: number, serverMessage: string): string {
  if (status === 403) return a.unverified
  if (status === 429) return a.signInThrottled
  if (status === 401 || status === 400) return a.invalidCredentials
  return serverMessage || a.fallbackError
}
