import type { PayloadRequest } from 'payload'

import type { CredentialKind } from './options'

/**
 * The kinds of `kinds` professional `userId` does not hold verified and valid on `day` (the shift's
 * local date). To be answered by the credentials wallet's one rule (domain/credentials/validity.ts,
 * `missingCredentials`) once the wallet is in; until then no credential counts as held, so a shift
 * requiring any refuses every request rather than accept one unchecked.
 */
export const credentialsMissing = async (_req: PayloadRequest, _userId: number, kinds: readonly CredentialKind[], _day: string): Promise<CredentialKind[]> => [...kinds]
