import { getTranslations } from 'next-intl/server'

import { Pager } from '@/components/lists/Pager'
import type { Billing } from '@/domain/receipts/billing'
import { money } from '@/domain/receipts/money'
import { localizedPath, type Locale } from '@/i18n/locale'

/** The company's receipts and credit notes as a table, each with its PDF link. */
export async function BillingList({ data, locale }: { data: Extract<Billing, { state: 'list' }>; locale: Locale }) {
  const t = await getTranslations('receipts')
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'America/Toronto' })
  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('title')}</caption>
          <thead className="border-b border-slate-300 text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-4">{t('columns.number')}</th>
              <th scope="col" className="py-2 pr-4">{t('columns.kind')}</th>
              <th scope="col" className="py-2 pr-4">{t('columns.date')}</th>
              <th scope="col" className="py-2 pr-4 text-right">{t('columns.total')}</th>
              <th scope="col" className="py-2">{t('columns.pdf')}</th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={row.id} className="border-b border-slate-200">
                <th scope="row" className="py-2 pr-4 font-medium">{row.number}</th>
                <td className="py-2 pr-4">{t(`kinds.${row.kind}`)}</td>
                <td className="py-2 pr-4">{date.format(new Date(row.issuedAt))}</td>
                <td className="py-2 pr-4 text-right">{money(row.totalCents, locale, row.currency)}</td>
                <td className="py-2">
                  <a href={`/api/receipts/${row.id}/pdf`} className="text-link" download>
                    {t('download', { number: row.number })}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager path={localizedPath('/account/billing', locale)} state={{}} page={data.page} totalPages={data.totalPages} label={t('title')} />
    </>
  )
}
