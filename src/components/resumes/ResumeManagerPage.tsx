import { messages } from '@/i18n'

import { ResumeManager } from './ResumeManager'

export function ResumeManagerPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">{messages.resumes.title}</h1>
      <p className="mt-2 mb-8 text-slate-700">{messages.resumes.intro}</p>
      <ResumeManager />
    </div>
  )
}
