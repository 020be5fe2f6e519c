import { ForgotPasswordForm } from '@/components/auth/ForgotPasswordForm'
import { messages } from '@/i18n'

export const metadata = { title: messages.auth.forgotTitle }

export default function ForgotPasswordPage() {
  return <ForgotPasswordForm />
}
