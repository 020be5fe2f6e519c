import { messages } from '@/i18n'

/** An auth form's full-width submit button: disabled, and saying so, while the form is sent. */
export function SubmitButton({ busy, label }: { busy: boolean; label: string }) {
  return (
    <button type="submit" className="btn-primary w-full" disabled={busy}>
      {busy ? messages.auth.submitting : label}
    </button>
  )
}
