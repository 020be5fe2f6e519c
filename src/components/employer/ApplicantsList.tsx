'use client'

import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { StatusBadge } from '@/components/applications/StatusBadge'
import { ScreeningAnswers } from '@/components/applications/ScreeningAnswers'
import { StatusButtons } from '@/components/applications/StatusButtons'
import { useAuth } from '@/components/auth/AuthProvider'
import { TeamInterview } from '@/components/interviews/TeamInterview'
import { MessageThread } from '@/components/messages/MessageThread'
import { ProfileSummary } from '@/components/profile/ProfileSummary'
import { openResume } from '@/components/resumes/resumeActions'
import { toast } from '@/components/ui/toast'
import type { ApplicationStatus } from '@/domain/applications/options'
import type { PostingChoice } from '@/domain/applications/postingChoices'
import type { InterviewPanel } from '@/domain/interviews/views'
import type { ThreadView } from '@/domain/messages/threads'
import type { NoteView } from '@/domain/pipeline/notes'
import type { Application, ProfessionalProfile } from '@/payload-types'

import { DecisionDue, InterviewDateForm } from './DecisionDue'
import { ApplicantNotes } from './pipeline/ApplicantNotes'
import { BulkBar } from './pipeline/BulkBar'
import { setStatuses } from './pipeline/pipelineActions'
import { RatingAndTags } from './pipeline/RatingAndTags'

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: number }).id : (value as number | null))

type Props = {
  /** A page of applications, read on the server as the employer. */
  items: Application[]
  /** The postings they were sent to (their owners review them), by id. */
  postings: Record<number, PostingChoice>
  /** Each applicant's professional profile (the collection shares it with the employers they applied to), by account id. */
  profiles: Record<number, ProfessionalProfile>
  /** Name the posting on each row (the list spans several). */
  showPosting: boolean
  /** The company's tag list and each applicant's notes (the pipeline: docs/pipeline.md). */
  tagList: string[]
  notes: Record<number, NoteView[]>
  /** Each applicant's thread with the team (docs/messages.md). */
  threads: Record<number, ThreadView>
  /** Each applicant's interview: its latest round and whether one may be arranged (docs/pipeline.md). */
  interviews: Record<number, InterviewPanel>
}

/**
 * Applicants with their status, the review buttons the table allows, the resume link and the
 * pipeline: rating, tags and notes on each, and a status or a tag for those selected; and each
 * one's thread with the team.
 */
export function ApplicantsList({ items, postings, profiles, showPosting, tagList, notes, threads, interviews }: Props) {
  const t = useTranslations('employer')
  const ta = useTranslations('applications')
  const td = useTranslations('decisions')
  const tp = useTranslations('pipeline')
  const { user } = useAuth()
  const router = useRouter()
  // The applicant whose interview day is being asked for (marking interviewed, or another interview).
  const [asking, setAsking] = useState<number | null>(null)
  const [selected, setSelected] = useState<number[]>([])
  const [emailApplicant, setEmailApplicant] = useState(true)
  const pageIds = items.map((item) => item.id)

  const setStatus = async (item: Application, status: ApplicationStatus, interviewedAt?: string) => {
    const res = await setStatuses([item.id], status, emailApplicant, t('statusErrorBody'), interviewedAt)
    if (!res.ok) return void toast.error(t('statusError'), { description: interviewedAt ? res.message : t('statusErrorBody') })
    setAsking(null)
    toast.success(t('statusUpdated'), { description: t('statusChanged', { status: ta(`statusLabels.${status}`) }) })
    // The list is read on the server: read it again (the counts and the filter may have moved it).
    router.refresh()
  }

  const resume = async (item: Application) => {
    const id = idOf(item.resume)
    if (!id || !(await openResume(id, true))) toast.error(t('resumeError'), { description: t('resumeErrorBody') })
  }

  return (
    <div className="space-y-3">
      <BulkBar
        pageIds={pageIds}
        selected={selected.filter((id) => pageIds.includes(id))}
        onSelect={setSelected}
        tagList={tagList}
        emailApplicant={emailApplicant}
        onEmailApplicant={setEmailApplicant}
      />
      <ul className="space-y-3" aria-label={t('applicantsHeading')}>
        {items.map((item) => {
          const name = item.applicantName || item.applicantEmail || ''
          const appliedAt = item.appliedAt ?? item.createdAt
          const job = postings[Number(idOf(item.jobPosting))] ?? null
          return (
            <li key={item.id} className="rounded-md bg-slate-50 p-4">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <input
                  type="checkbox"
                  className="mt-1.5"
                  aria-label={tp('select', { name })}
                  checked={selected.includes(item.id)}
                  onChange={(event) => setSelected((ids) => (event.target.checked ? [...ids, item.id] : ids.filter((id) => id !== item.id)))}
                />
                <div className="flex-1">
                  <p className="font-semibold text-slate-900">{name}</p>
                  <p className="text-sm text-slate-700">{item.applicantEmail}</p>
                  {showPosting && job ? <p className="text-sm text-slate-700">{t('appliedTo', { title: job.title })}</p> : null}
                  {appliedAt ? <p className="text-sm text-slate-600">{ta('appliedOn', { date: new Date(appliedAt) })}</p> : null}
                </div>
                <StatusBadge status={item.status} />
              </div>
              <DecisionDue application={item} />
              <RatingAndTags application={item} name={name} tagList={tagList} />
              <ScreeningAnswers application={item} heading="answers" />
              <div className="mt-2">
                <ProfileSummary profile={profiles[Number(idOf(item.applicant))]} />
              </div>
              {item.coverLetter ? (
                <details className="mt-2 text-sm">
                  <summary className="cursor-pointer text-slate-800">{t('coverLetter')}</summary>
                  <p className="mt-1 whitespace-pre-line text-slate-700">{item.coverLetter}</p>
                </details>
              ) : null}
              <div className="mt-3 flex flex-wrap gap-2">
                <StatusButtons
                  application={item}
                  posting={job}
                  user={user}
                  className="btn-secondary"
                  nameOf={(label) => t('applicantAction', { action: label, name })}
                  // Marking interviewed asks the interview's day first (the 45-day answer counts from it).
                  onSet={(status) => (status === 'interviewed' ? setAsking(item.id) : void setStatus(item, status))}
                />
                {item.status === 'interviewed' ? (
                  <button type="button" className="btn-secondary" onClick={() => setAsking(item.id)}>
                    {td('newInterview')}
                  </button>
                ) : null}
                {item.resume ? (
                  <button type="button" className="btn-secondary" onClick={() => void resume(item)}>
                    {t('openResume')}
                  </button>
                ) : null}
              </div>
              {asking === item.id ? (
                <InterviewDateForm name={name} onSubmit={(iso) => void setStatus(item, 'interviewed', iso)} onCancel={() => setAsking(null)} />
              ) : null}
              {interviews[item.id] ? <TeamInterview applicationId={item.id} panel={interviews[item.id]} /> : null}
              <ApplicantNotes applicationId={item.id} name={name} notes={notes[item.id] ?? []} />
              {threads[item.id] ? <MessageThread applicationId={item.id} thread={threads[item.id]} side="team" otherName={name} /> : null}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
