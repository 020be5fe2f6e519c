import type { TaskConfig } from 'payload'

import { deliverEmail } from './transport'
import type { EmailMessage } from './message'

export const sendEmailTask: TaskConfig<'sendEmail'> = {
  slug: 'sendEmail',
  label: 'Send email',
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 5_000 } },
  inputSchema: [{ name: 'message', type: 'json', required: true }],
  outputSchema: [],
  handler: async ({ input, req }) => {
    await deliverEmail(req.payload, input.message as EmailMessage)
    return { output: {} }
  },
}
