import { eq, inArray } from '@payloadcms/db-postgres/drizzle'

import { database, sql } from '@/lib/payload/sql'
import { applications as applicationsTable, applications_screening_answers as answersTable } from '@/payload-generated-schema'
import type { Application, JobPosting, StatusChange } from '@/payload-types'

import type { PersonalDataEntry, PrivacyContext } from '../types'
import { allDocs, allDocsIn, idOf } from './shared'

/** What identifies the applicant in an application; everything else (posting, status, dates) is the employer's record. */
const PERSONAL_COLUMNS = { applicant: null, applicantName: null, applicantEmail: null, coverLetter: null, resume: null }

/**
 * Anonymises applications in place: the row, its status and its audit trail stay (the employer's
 * record that someone applied and what was decided), nothing says who it was; the answers to the
 * posting's screening questions (a registration number, say) go. Used when an account
 * closes and by the retention rule for postings that ended long ago.
 */
export async function anonymiseApplications(ctx: Pick<PrivacyContext, 'req'>, where: ReturnType<typeof sql>): Promise<number> {
  const db = await database(ctx.req.payload, ctx.req)
  const rows = await db
    .update(applicationsTable)
    .set({ ...PERSONAL_COLUMNS, updatedAt: sql`now()` })
    .where(where)
    .returning({ id: applicationsTable.id })
  if (rows.length > 0) await db.delete(answersTable).where(inArray(answersTable._parentID, rows.map((r) => r.id)))
  return rows.length
}

/** The person's applications, each with the posting's title and its status history (not who moved it). */
export const applicationsEntry: PersonalDataEntry = {
  key: 'applications',
  where: 'applications, status-changes',
  export: async (ctx) => {
    const applications = await allDocs<Application>(ctx, 'applications', { applicant: { equals: ctx.subject.id } }, 'appliedAt')
    const ids = applications.map((a) => a.id)
    const history = await allDocsIn<StatusChange>(ctx, 'status-changes', 'application', ids)
    const jobIds = [...new Set(applications.map((a) => idOf(a.jobPosting)).filter((id): id is number => id !== null))]
    const jobs = await allDocsIn<JobPosting>(ctx, 'job-postings', 'id', jobIds)
    const titles = new Map(jobs.map((j) => [j.id, j.title]))
    return {
      data: applications.map((a) => ({
        id: a.id,
        jobPosting: { id: idOf(a.jobPosting), title: titles.get(idOf(a.jobPosting) ?? -1) ?? null },
        applicantName: a.applicantName ?? null,
        applicantEmail: a.applicantEmail ?? null,
        coverLetter: a.coverLetter ?? null,
        screeningAnswers: (a.screeningAnswers ?? []).map(({ question, answer }) => ({ question, answer })),
        resume: idOf(a.resume),
        status: a.status,
        appliedAt: a.appliedAt ?? null,
        statusHistory: history
          .filter((h) => idOf(h.application) === a.id)
          .map((h) => ({ from: h.from ?? null, to: h.to, at: h.createdAt })),
      })),
    }
  },
  erase: async (ctx) => {
    await anonymiseApplications(ctx, eq(applicationsTable.applicant, ctx.subject.id))
  },
}
