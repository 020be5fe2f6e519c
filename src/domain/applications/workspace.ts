import type { PayloadRequest } from 'payload'

import { clampedPage, type ListPage } from '@/domain/lists/pages'
import { compact, PAGE_SIZE, pageParam, type ListState, type QueryValues } from '@/domain/lists/params'
import { notesOf, type NoteView } from '@/domain/pipeline/notes'
import { mayQueryPipeline } from '@/domain/pipeline/team'
import { interviewsOf, type InterviewPanel } from '@/domain/interviews/views'
import { threadsOf, type ThreadView } from '@/domain/messages/threads'
import { pipelineView, type PipelineView } from '@/domain/pipeline/settings'
import { applicantProfiles } from '@/domain/profiles/applicantProfiles'
import type { JobPosting, ProfessionalProfile } from '@/payload-types'

import { workspaceApplications, type ApplicationsPage } from './applicationList'
import { applicationState, parseApplicationQuery, type ApplicationQuery } from './listQuery'
import { applicantCounts, type ApplicantCounts } from './postingCounts'
import { postingChoices, type PostingChoice } from './postingChoices'
import { ownJobIds } from './scope'

/**
 * What a posting's panel shows and decides its actions from (PostingPanel.tsx, jobs/transitions.ts):
 * the panels are read with these alone, not the descriptions in both languages and the rest.
 */
const PANEL = { title: true, company: true, location: true, status: true, validThrough: true, archivedAt: true, rejectionReason: true, facility: true, createdBy: true } as const
export type PostingPanelData = Pick<JobPosting, 'id' | keyof typeof PANEL>

type WorkspaceQuery = ApplicationQuery & { postingsPage: number }

/** The employer workspace's first screen: a page of its postings, a page of its applicants, and the filters' choices. */
export type Workspace = {
  query: WorkspaceQuery
  /** The query as its links carry it (pages as shown). */
  state: ListState
  postings: ListPage<PostingPanelData>
  counts: Record<number, ApplicantCounts>
  choices: PostingChoice[]
  applicants: ApplicationsPage
  profiles: Record<number, ProfessionalProfile>
  /** The pipeline: the company's tags and status email, and each shown application's notes (docs/pipeline.md). */
  pipeline: PipelineView | null
  notes: Record<number, NoteView[]>
  /** Each shown application's thread with its applicant (docs/messages.md). */
  threads: Record<number, ThreadView>
  /** Each shown application's interview (docs/pipeline.md, Interviews). */
  interviews: Record<number, InterviewPanel>
}

/**
 * The workspace of `req`'s user, read as them: the postings their company's members manage (the
 * same ids the collections' read access grants them, scope.ts) and the applications to those; null
 * when there are none yet. `posting=ID` narrows both to one posting (its applicant list); a posting
 * outside the workspace, and the admins' company filter, are dropped like any bad value.
 */
export async function loadWorkspace(req: PayloadRequest, values: QueryValues): Promise<Workspace | null> {
  const jobIds = await ownJobIds(req)
  if (jobIds.length === 0) return null
  const parsed = parseApplicationQuery(values)
  const posting = parsed.posting && jobIds.includes(parsed.posting) ? parsed.posting : undefined
  // The pipeline's filters, for those who may filter by them (docs/pipeline.md); dropped otherwise.
  const pipelineFilters = (await mayQueryPipeline(req)) ? {} : { rating: undefined, tag: undefined, requirements: undefined }
  const query: WorkspaceQuery = { ...parsed, company: undefined, posting, postingsPage: pageParam(values.postingsPage), ...pipelineFilters }
  const asViewer = { req, user: req.user, overrideAccess: false, depth: 0, joins: false } as const
  const [postings, choices, applicants] = await Promise.all([
    clampedPage(query.postingsPage, (page) =>
      req.payload.find({ collection: 'job-postings', where: { id: { in: posting ? [posting] : jobIds } }, sort: ['-createdAt', '-id'], page, limit: PAGE_SIZE, select: PANEL, ...asViewer }),
    ),
    postingChoices(req),
    workspaceApplications(req, query, jobIds),
  ])
  const shownIds = applicants.docs.map((doc) => doc.id)
  const [counts, profiles, settings, notes, threads, interviews] = await Promise.all([
    applicantCounts(req, postings.docs.map((doc) => doc.id)),
    applicantProfiles(req, applicants.docs.map((doc) => doc.applicant)),
    pipelineView(req),
    notesOf(req, shownIds),
    threadsOf(req, shownIds),
    interviewsOf(req, shownIds),
  ])
  const shown: WorkspaceQuery = { ...query, page: applicants.page, postingsPage: postings.page }
  return {
    query: shown,
    state: { ...applicationState(shown), ...compact({ postingsPage: shown.postingsPage > 1 ? shown.postingsPage : null }) },
    postings,
    counts,
    choices,
    applicants,
    profiles,
    pipeline: settings,
    notes,
    threads,
    interviews,
  }
}
