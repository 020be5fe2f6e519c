import type { PayloadRequest } from 'payload'

import { clientNetwork, consume } from '@/lib/rateLimit'

const WINDOW_MS = 10 * 60 * 1000
/** Uploads per person (account) or per network (guests) in ten minutes. */
export const UPLOADS_PER_ACCOUNT = 30
export const UPLOADS_PER_GUEST_NETWORK = 10

/**
 * One budget for every way a file is stored (Resume Manager and apply), so storage cannot be filled
 * anonymously, nor by applying and withdrawing over and over.
 */
export function allowResumeUpload(req: PayloadRequest): Promise<boolean> {
  if (req.user) return consume(req, `resume-upload:user:${req.user.id}`, UPLOADS_PER_ACCOUNT, WINDOW_MS)
  return consume(req, `resume-upload:guest:${clientNetwork(req)}`, UPLOADS_PER_GUEST_NETWORK, WINDOW_MS)
}
