import { EmployerWorkspace } from '@/components/employer/EmployerWorkspace'
import { messages } from '@/i18n'

export const metadata = { title: messages.employer.title, robots: { index: false } }

export default function EmployerPage() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">{messages.employer.title}</h1>
      <p className="mt-2 mb-8 text-slate-700">{messages.employer.intro}</p>
      <EmployerWorkspace />
    </div>
  )
}
