import type { Endpoint } from 'payload'
import { z } from 'zod'

import { markThreadRead } from '@/domain/messages/threads'
import { HttpError, endpoint } from '@/lib/http'

const readSchema = z.object({ application: z.number({ error: 'threads.noApplication' }).int('threads.noApplication').positive('threads.noApplication').max(2_147_483_647, 'threads.noApplication') })

export const messageEndpoints: Endpoint[] = [
  {
    // The reader opened a thread: what the other side sent them is marked read (their receipt).
    path: '/read',
    method: 'post',
    handler: endpoint({ body: readSchema, failure: { message: 'threads.failedBody', title: 'threads.failed' } }, async (req, { application }) => {
      if (!req.user) throw new HttpError('threads.signIn', 401)
      return { marked: await markThreadRead(req, application) }
    }),
  },
]
