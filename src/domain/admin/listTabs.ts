import type { PayloadRequest } from 'payload'

import { adminApplications, type ApplicationsPage } from '@/domain/applications/applicationList'
import { applicationState, parseApplicationQuery } from '@/domain/applications/listQuery'
import { adminJobs, jobListState, parseJobListQuery, type JobsPage } from '@/domain/jobs/jobList'
import { adminCredentialQueue, credentialQueueState, parseCredentialQueueQuery, type CredentialQueuePage } from '@/domain/credentials/queue'
import { compact, type ListState, type QueryValues } from '@/domain/lists/params'
import { applicantProfiles } from '@/domain/profiles/applicantProfiles'
import { adminLicenceQueue, licenceQueueState, parseLicenceQueueQuery, type LicenceQueuePage } from '@/domain/profiles/licenceQueue'
import { adminResumes, parseResumeQuery, resumeState, type ResumesPage } from '@/domain/resumes/resumeList'
import type { ProfessionalProfile } from '@/payload-types'

/*
 * What the admin dashboard's tabs (Job Management, Applications, Resume Management, licence and credential checks)
 * show, read on the server as the admin (`req` is the admin panel's request): one page of the list,
 * the query as its links carry it (the tab included), and the names of the posting and company
 * filters in force.
 */

export type ApplicationsTab = {
  state: ListState
  list: ApplicationsPage
  profiles: Record<number, ProfessionalProfile>
  /** The title of the posting and the name of the company the list is narrowed to. */
  named: { posting?: string; company?: string }
}

/** A posting's title or a company's name, as the admin reads them; undefined when there is no such record. */
async function labelOf(req: PayloadRequest, collection: 'job-postings' | 'facilities', id: number | undefined): Promise<string | undefined> {
  if (!id) return undefined
  const doc = await req.payload.findByID({ collection, id, depth: 0, disableErrors: true, req, user: req.user, overrideAccess: false })
  if (!doc) return undefined
  return 'title' in doc ? doc.title : doc.name
}

export async function applicationsTab(req: PayloadRequest, values: QueryValues): Promise<ApplicationsTab> {
  const parsed = parseApplicationQuery(values)
  const [posting, company] = await Promise.all([labelOf(req, 'job-postings', parsed.posting), labelOf(req, 'facilities', parsed.company)])
  // A posting or company that does not exist is dropped like any other bad value.
  const query = { ...parsed, posting: posting === undefined ? undefined : parsed.posting, company: company === undefined ? undefined : parsed.company }
  const list = await adminApplications(req, query)
  return {
    state: { tab: 'applications', ...applicationState({ ...query, page: list.page }) },
    list,
    profiles: await applicantProfiles(req, list.docs.map((doc) => doc.applicant)),
    named: compact({ posting, company }),
  }
}

export type ResumesTab = { state: ListState; list: ResumesPage }

export async function resumesTab(req: PayloadRequest, values: QueryValues): Promise<ResumesTab> {
  const query = parseResumeQuery(values)
  const list = await adminResumes(req, query)
  return { state: { tab: 'resumes', ...resumeState({ ...query, page: list.page }) }, list }
}

export type JobsTab = { state: ListState; list: JobsPage }

export async function jobsTab(req: PayloadRequest, values: QueryValues): Promise<JobsTab> {
  const query = parseJobListQuery(values)
  const list = await adminJobs(req, query)
  // The default tab: its state carries no `tab`, so its links stay /admin?… .
  return { state: jobListState({ ...query, page: list.page }), list }
}

export type LicencesTab = { state: ListState; list: LicenceQueuePage }

export async function licencesTab(req: PayloadRequest, values: QueryValues): Promise<LicencesTab> {
  const query = parseLicenceQueueQuery(values)
  const list = await adminLicenceQueue(req, query)
  return { state: { tab: 'licences', ...licenceQueueState({ ...query, page: list.page }) }, list }
}

export type CredentialsTab = { state: ListState; list: CredentialQueuePage }

export async function credentialsTab(req: PayloadRequest, values: QueryValues): Promise<CredentialsTab> {
  const query = parseCredentialQueueQuery(values)
  const list = await adminCredentialQueue(req, query)
  return { state: { tab: 'credentials', ...credentialQueueState({ ...query, page: list.page }) }, list }
}
