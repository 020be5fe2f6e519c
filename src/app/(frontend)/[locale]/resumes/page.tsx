import { ResumeManagerPage } from '@/components/resumes/ResumeManagerPage'
import { messages } from '@/i18n'

// The same screen as /resume-manager; the canonical address is that one.
export const metadata = { title: messages.resumes.title, robots: { index: false }, alternates: { canonical: '/resume-manager' } }

export default ResumeManagerPage
