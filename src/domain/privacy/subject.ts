import type { PayloadRequest } from 'payload'

import { accountContact } from '@/domain/email/language'
import { HttpError } from '@/lib/http'
import type { User } from '@/payload-types'

import type { Subject } from './types'

/** The account a privacy request is about, read as the server (the caller was allowed first); 404 when there is none. */
export async function subjectOf(req: PayloadRequest, id: number): Promise<Subject & { preferredLanguage: User['preferredLanguage'] }> {
  const user = await accountContact(req.payload, id, req)
  if (!user) throw new HttpError('privacy.accountNotFound', 404)
  return { id: user.id, email: user.email, fullName: user.fullName, preferredLanguage: user.preferredLanguage as User['preferredLanguage'] }
}
