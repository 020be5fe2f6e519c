import { JobGone } from '@/components/jobs/JobGone'

export const metadata = { robots: { index: false } }

/** Where proxy.ts sends ended postings, with status 410. */
export default function GonePage() {
  return <JobGone />
}
