import { eq } from '@payloadcms/db-postgres/drizzle'

import { j } from '@/domain/jobs/listing'
import { database, execute, sql } from '@/lib/payload/sql'
import { facilities, job_postings, users } from '@/payload-generated-schema'
import type { JobPosting } from '@/payload-types'

import type { PersonalDataEntry, PrivacyContext } from '../types'
import { allDocs } from './shared'

/**
 * Where a posting's applications are announced once the person whose address it gave has gone: its
 * company's owner (once the person has left the company, someone else), else the site's contact
 * address (site settings), so new applicants are still seen by someone who can pass them on.
 */
async function siteContact({ req }: Pick<PrivacyContext, 'req'>): Promise<string> {
  // The contact address is public (the site's footer shows it), so it is read as the viewer.
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, select: { contactEmail: true }, user: req.user, overrideAccess: false, req })
  return settings.contactEmail
}

/**
 * Postings belong to the company, so they survive a member's departure: the ones the person created
 * stay with their owner link cleared, and any posting whose contact address is the person's gets the
 * replacement above. Exported: what they posted, as they may read it.
 */
export const postingsEntry: PersonalDataEntry = {
  key: 'jobPostingsCreated',
  where: 'job-postings (createdBy, contactEmail)',
  export: async (ctx) => {
    const postings = await allDocs<JobPosting>(ctx, 'job-postings', { createdBy: { equals: ctx.subject.id } })
    return {
      data: postings.map((p) => ({ id: p.id, title: p.title, status: p.status, contactEmail: p.contactEmail, createdAt: p.createdAt })),
    }
  },
  erase: async (ctx) => {
    const { req, subject } = ctx
    await (await database(req.payload, req)).update(job_postings).set({ createdBy: null }).where(eq(job_postings.createdBy, subject.id))
    const fallback = await siteContact(ctx)
    await execute(
      req.payload,
      sql`UPDATE ${job_postings} ${j}
          SET ${sql.identifier(j.contactEmail.name)} = coalesce(
                (SELECT ${users.email} FROM ${facilities} JOIN ${users} ON ${users.id} = ${facilities.owner}
                  WHERE ${facilities.id} = ${j.facility} AND ${users.id} <> ${subject.id}),
                ${fallback}),
              ${sql.identifier(j.updatedAt.name)} = now()
          WHERE lower(${j.contactEmail}) = lower(${subject.email})`,
      req,
    )
  },
}
