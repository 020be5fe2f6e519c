import type { TaskConfig } from 'payload'

import { queueOnce, taskJobKey } from '@/domain/email/deliveryClaims'
import { accountLocale } from '@/domain/email/language'

import { queueApplicationEmails } from './emails'

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: number }).id : (value as number))

/**
 * Queued after an application commits: the employer's notice and the applicant's confirmation. It
 * runs as the server, because the notice needs the posting's contact email, which applicants may not
 * read; and being a task, its failure never touches the application and is retried. Each email is
 * in its reader's language (the posting owner's, the applicant's).
 */
export const notifyApplicationTask: TaskConfig<'notifyApplication'> = {
  slug: 'notifyApplication',
  label: 'Notify a new application',
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 5_000 } },
  inputSchema: [{ name: 'applicationId', type: 'number', required: true }],
  outputSchema: [],
  handler: async ({ input, job: task, req }) => {
    const application = await req.payload.findByID({ collection: 'applications', id: input.applicationId, depth: 0, overrideAccess: true, req })
    const job = await req.payload.findByID({ collection: 'job-postings', id: idOf(application.jobPosting), depth: 0, overrideAccess: true, req })
    const { applicantEmail: email, applicantName: fullName } = application
    if (email) {
      const locale = await accountLocale(req.payload, idOf(application.applicant), req)
      // Once per job, however many queue runners run it (deliveryClaims.ts).
      await queueOnce(req.payload, taskJobKey(task), (tx) => queueApplicationEmails(req.payload, job, { email, fullName, locale }, tx))
    }
    return { output: {} }
  },
}
