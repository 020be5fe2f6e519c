import { ChangeEmailForm } from '@/components/auth/ChangeEmailForm'
import { messages } from '@/i18n'

// Rendered per request so the header and footer always reflect the latest site settings.
export const dynamic = 'force-dynamic'
export const metadata = { title: messages.auth.changeEmailTitle, robots: { index: false } }

export default function ChangeEmailPage() {
  return <ChangeEmailForm />
}
