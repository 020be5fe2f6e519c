import type { PayloadRequest } from 'payload'

import { missingCredentials } from '@/domain/credentials/validity'

import type { CredentialKind } from './options'

/**
 * The kinds of `kinds` professional `userId` does not hold verified and valid on `day` (the shift's
 * local date), by the credentials wallet's one rule (domain/credentials/validity.ts), in the request's
 * transaction.
 */
export const credentialsMissing = (req: PayloadRequest, userId: number, kinds: readonly CredentialKind[], day: string): Promise<CredentialKind[]> =>
  missingCredentials(req.payload, userId, kinds, day, req)
