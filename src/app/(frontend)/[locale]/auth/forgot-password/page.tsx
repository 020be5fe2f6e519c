import { ForgotPasswordForm } from '@/components/auth/ForgotPasswordForm'
import { messages } from '@/i18n'

// Rendered per request so the header and footer always reflect the latest site settings.
export const dynamic = 'force-dynamic'
export const metadata = { title: messages.auth.forgotTitle }

export default function ForgotPasswordPage() {
  return <ForgotPasswordForm />
}
