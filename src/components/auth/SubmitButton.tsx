import { useTranslations } from 'next-intl'

/** An auth form's full-width submit button: disabled, and saying so, while the form is sent. */
export function SubmitButton({ busy, label }: { busy: boolean; label: string }) {
  const t = useTranslations('auth')
  return (
    <button type="submit" className="btn-primary w-full" disabled={busy}>
      {busy ? t('submitting') : label}
    </button>
  )
}
