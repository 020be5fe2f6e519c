import type { Metadata } from 'next'

import { FindWork } from '@/components/jobs/FindWork'
import { parseJobQuery } from '@/domain/jobs/search'
import { messages } from '@/i18n'

// The same screen as /find-work; search engines are pointed at /find-work.
export const metadata: Metadata = { title: messages.pages.findWork, alternates: { canonical: '/find-work' } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function CandidatesPage({ searchParams }: Props) {
  return <FindWork basePath="/candidates" query={parseJobQuery(await searchParams)} />
}
