import { getTranslations } from 'next-intl/server'
import Link from 'next/link'

import { Pager } from '@/components/lists/Pager'
import type { Workspace } from '@/domain/applications/workspace'
import { availableActions } from '@/domain/jobs/transitions'
import { hrefWith } from '@/domain/lists/params'
import type { User } from '@/payload-types'

import { PostingPanel } from './PostingPanel'

const NONE = { total: 0, thisWeek: 0 }

/** A page of the workspace's postings, newest first, each with its actions and a link to its applicants. */
export async function WorkspacePostings({ workspace: { postings, counts, state, query }, path, credits, user }: { workspace: Workspace; path: string; credits: number; user: User }) {
  const t = await getTranslations('employer')
  return (
    <section aria-labelledby="postings-heading" className="space-y-5">
      <h2 id="postings-heading" className="text-xl font-semibold text-slate-900">
        {t('postingsHeading')}
      </h2>
      {query.posting ? (
        <p>
          <Link href={hrefWith(path, state, { posting: null, page: null })} prefetch={false} className="text-sky-800 underline">
            {t('allPostings')}
          </Link>
        </p>
      ) : null}
      {postings.docs.map((job) => (
        <PostingPanel
          key={job.id}
          job={job}
          counts={counts[job.id] ?? NONE}
          credits={credits}
          offered={availableActions(job, user)}
          applicantsHref={`${hrefWith(path, state, { posting: job.id, page: null })}#applicants`}
        />
      ))}
      <Pager path={path} state={state} param="postingsPage" page={postings.page} totalPages={postings.totalPages} label={t('postingsPages')} />
    </section>
  )
}
