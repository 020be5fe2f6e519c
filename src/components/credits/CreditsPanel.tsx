import { getFormatter, getTranslations } from 'next-intl/server'

import { Alert } from '@/components/ui/Alert'
import type { CreditsView } from '@/domain/credits/panel'

import { BuyPackButton } from './BuyPackButton'

/** The company's posting credits in the workspace: the balance, and the packs on sale with their price per posting. */
export async function CreditsPanel({ view, justPaid }: { view: CreditsView; justPaid: boolean }) {
  const [t, format] = await Promise.all([getTranslations('credits'), getFormatter()])
  const money = (cents: number) => format.number(cents / 100, { style: 'currency', currency: 'CAD' })
  if (view.packs.length === 0 && view.balance === 0) return null
  return (
    <section aria-labelledby="credits-heading" className="mb-10 rounded-lg bg-white p-5 ring-1 ring-slate-200">
      <h2 id="credits-heading" className="text-xl font-semibold text-slate-900">
        {t('heading')}
      </h2>
      {justPaid ? (
        <div className="mt-3">
          <Alert tone="success">{t('paid')}</Alert>
        </div>
      ) : null}
      <p className="mt-2 text-lg font-medium text-slate-900" data-testid="credit-balance">
        {t('balance', { count: view.balance })}
      </p>
      <p className="mt-1 text-sm text-slate-700">{t('shared')}</p>
      {view.packs.length > 0 ? (
        <ul className="mt-4 space-y-3">
          {view.packs.map((pack) => (
            <li key={pack.size} className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3">
              <span>
                <span className="font-medium text-slate-900">{t('offer', { size: pack.size, price: money(pack.priceCents) })}</span>{' '}
                <span className="text-sm text-slate-700">({t('perPosting', { price: money(Math.round(pack.priceCents / pack.size)) })})</span>
              </span>
              <BuyPackButton size={pack.size} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-700">{t('noPacks')}</p>
      )}
    </section>
  )
}
