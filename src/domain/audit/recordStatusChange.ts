import type { Payload, PayloadRequest } from 'payload'

type Change = {
  jobPosting?: number
  application?: number
  from: string | null | undefined
  to: string
}

/**
 * Writes one audit row in the caller's transaction (so a rolled-back change leaves no trace). The
 * actor is the request's user; none means the system (payment webhook, expiry).
 */
export async function recordStatusChange(payload: Payload, change: Change, req?: Partial<PayloadRequest>): Promise<void> {
  if (change.from === change.to) return
  await payload.create({
    collection: 'status-changes',
    // The collection lets only this marked call create rows (see its access).
    context: { recordingStatusChange: true },
    user: req?.user ?? undefined,
    overrideAccess: false,
    depth: 0,
    req,
    data: { ...change, from: change.from ?? null, changedBy: (req?.user?.id as number | undefined) ?? null },
  })
}
