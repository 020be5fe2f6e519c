import type { Endpoint } from 'payload'

import { buyCreditPack } from '@/domain/credits/checkout'
import { refundCreditPack } from '@/domain/credits/refundPack'
import { HttpError, endpoint, routeId } from '@/lib/http'
import { z } from '@/lib/zod'

const purchase = z.object({ size: z.number({ error: 'credits.packUnknown' }).int('credits.packUnknown') })

export const creditPackEndpoints: Endpoint[] = [
  {
    // { size }: a member of a company buys one of the packs on sale → { checkoutUrl }.
    path: '/checkout',
    method: 'post',
    handler: endpoint({ body: purchase }, async (req, input) => buyCreditPack(req, input.size)),
  },
  {
    // An admin refunds a pack whose credits are all unused.
    path: '/:id/refund',
    method: 'post',
    handler: endpoint(async (req) => {
      if (!req.user) throw new HttpError('credits.signIn', 401)
      return refundCreditPack(req, routeId(req, 'credits.notFound'))
    }),
  },
]
