import { useTranslations } from 'next-intl'

/**
 * The accommodation notice of a posting (domain/companies/accommodation.ts: the company's words or
 * the default), chosen on the server. Its heading is one level below the posting's title.
 */
export function AccommodationNotice({ text, Heading = 'h2' }: { text: string; Heading?: 'h2' | 'h3' }) {
  const t = useTranslations('accommodation')
  return (
    <section className="mt-4 rounded-md border border-slate-200 bg-slate-50 p-3" aria-label={t('title')}>
      <Heading className="text-sm font-semibold text-slate-900">{t('title')}</Heading>
      <p className="mt-1 whitespace-pre-line text-sm text-slate-800">{text}</p>
    </section>
  )
}
