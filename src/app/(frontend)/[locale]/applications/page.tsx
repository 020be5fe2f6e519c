import { MyApplications } from '@/components/applications/MyApplications'
import { messages } from '@/i18n'

export const metadata = { title: messages.applications.title, robots: { index: false } }

export default function ApplicationsPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="mb-8 text-3xl font-bold text-slate-900">{messages.applications.title}</h1>
      <MyApplications />
    </div>
  )
}
