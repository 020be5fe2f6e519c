import { ResumeManagerPage } from '@/components/resumes/ResumeManagerPage'
import { messages } from '@/i18n'

export const metadata = { title: messages.resumes.title, robots: { index: false } }

export default ResumeManagerPage
