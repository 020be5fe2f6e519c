import { SavedJobsList } from '@/components/jobs/SavedJobsList'
import { messages } from '@/i18n'

export const metadata = { title: messages.jobs.savedTitle, robots: { index: false } }

export default function SavedJobsPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="mb-8 text-3xl font-bold text-slate-900">{messages.jobs.savedTitle}</h1>
      <SavedJobsList />
    </div>
  )
}
