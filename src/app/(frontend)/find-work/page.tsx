import type { Metadata } from 'next'

import { FindWork } from '@/components/jobs/FindWork'
import { parseJobQuery } from '@/domain/jobs/search'
import { messages } from '@/i18n'

export const metadata: Metadata = {
  title: messages.pages.findWork,
  description: 'Search pharmacist, physician, technician and nurse practitioner positions across Canada.',
  alternates: { canonical: '/find-work' },
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function FindWorkPage({ searchParams }: Props) {
  return <FindWork basePath="/find-work" query={parseJobQuery(await searchParams)} />
}
