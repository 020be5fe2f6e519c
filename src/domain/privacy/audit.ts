import type { PayloadRequest } from 'payload'

export const PRIVACY_ACTIONS = ['export', 'deletion'] as const
export const PRIVACY_REQUESTERS = ['self', 'admin', 'retention'] as const
export type PrivacyAction = (typeof PRIVACY_ACTIONS)[number]
export type PrivacyRequester = (typeof PRIVACY_REQUESTERS)[number]

/**
 * Writes one row of the privacy audit trail in the caller's transaction (a rolled-back deletion
 * leaves no row). `performedBy` is the admin who ran it; the person themselves and the schedule
 * are recorded by `requestedBy` alone, so the row keeps nothing that points back to a deleted person.
 */
export async function recordPrivacyRequest(
  req: PayloadRequest,
  entry: { action: PrivacyAction; requestedBy: PrivacyRequester; account: number },
): Promise<void> {
  const admin = entry.requestedBy === 'admin' ? ((req.user?.id as number | undefined) ?? null) : null
  await req.payload.create({
    collection: 'privacy-requests',
    // The collection lets only this marked call create rows (see its access).
    context: { recordingPrivacyRequest: true },
    user: req.user ?? undefined,
    overrideAccess: false,
    depth: 0,
    req,
    data: { ...entry, performedBy: admin },
  })
}
