import type { PayloadRequest } from 'payload'

import { withinLimits } from '@/domain/rateLimits'
import { clientNetwork } from '@/lib/rateLimit'

/**
 * One budget for every way a file is stored (Resume Manager and apply): per account, or per network
 * for guests (the limits are in domain/rateLimits.ts).
 */
export function allowResumeUpload(req: PayloadRequest): Promise<boolean> {
  return withinLimits(req, [req.user ? ['uploadsPerAccount', String(req.user.id)] : ['uploadsPerGuestNetwork', clientNetwork(req)]])
}
