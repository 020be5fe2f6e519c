import { APIError, type PayloadRequest } from 'payload'

import { requestLocale } from '@/i18n/requestLanguage'
import { HttpError } from '@/lib/http'

/**
 * Runs a shift rule inside one of Payload's own operations (the generic create): its refusal
 * (HttpError) becomes Payload's APIError with the message in the request's language and its status,
 * so REST answers it as a 4xx and the Local API throws it.
 */
export async function asPayloadError<T>(req: PayloadRequest, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof HttpError) throw new APIError(error.textIn(requestLocale(req)).error, error.status, null, true)
    throw error
  }
}
