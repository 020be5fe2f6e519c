import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { isSlug } from '@/domain/companies/slug'
import { publicCompanyPage } from '@/domain/companies/publicPage'
import { shownText } from '@/domain/jobs/frenchText'
import { payText } from '@/components/jobs/format'
import { enumLabel } from '@/i18n/enums'
import type { Locale } from '@/i18n/locale'
import { alternatesFor } from '@/i18n/metadata'
import { Link } from '@/i18n/navigation'

/**
 * A company's public page (`/employers/<slug>`, `/fr/employers/<slug>`): its details and its open
 * positions that name it (never a confidential one), rendered as everyone sees it and kept until
 * the company or a public posting changes.
 */
export const revalidate = 3600
export const dynamicParams = true
export const generateStaticParams = async () => []

type Props = { params: Promise<{ locale: string; slug: string }> }

const load = cache(async (slug: string) => (isSlug(slug) ? publicCompanyPage(slug) : null))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = (await params) as { locale: Locale; slug: string }
  const page = await load(slug)
  if (!page) {
    const t = await getTranslations({ locale, namespace: 'companies' })
    return { title: t('notFoundTitle'), robots: { index: false } }
  }
  const { company } = page
  return {
    title: company.name,
    description: (company.description ?? '').slice(0, 160) || undefined,
    alternates: alternatesFor(`/employers/${company.slug}`, locale),
  }
}

export default async function CompanyPage({ params }: Props) {
  const { locale, slug } = (await params) as { locale: Locale; slug: string }
  setRequestLocale(locale)
  const page = await load(slug)
  if (!page) notFound()
  const { company, openings, respondsWithinDays } = page
  const t = await getTranslations('companies')
  const tj = await getTranslations('jobs')
  const place = [company.city, enumLabel(locale, 'province', company.province)].filter(Boolean).join(', ')
  const facts = [enumLabel(locale, 'facilityType', company.type), place, enumLabel(locale, 'companySize', company.size)].filter(Boolean)
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <header className="flex flex-wrap items-center gap-5">
        {company.logo?.url ? (
          // A logo admins upload to the site's media (already sized there).
          // eslint-disable-next-line @next/next/no-img-element
          <img src={company.logo.url} alt={company.logo.alt ?? ''} width={80} height={80} className="h-20 w-20 rounded-md object-contain" />
        ) : null}
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{company.name}</h1>
          <p className="mt-1 text-slate-700">{facts.join(' · ')}</p>
          {respondsWithinDays ? <p className="mt-1 text-slate-700">{t('respondsWithin', { days: respondsWithinDays })}</p> : null}
          {company.website ? (
            <p className="mt-1">
              <a href={company.website} rel="nofollow noopener" className="text-sky-800 underline">
                {t('website')}
              </a>
            </p>
          ) : null}
        </div>
      </header>
      {company.description ? <p className="mt-6 whitespace-pre-line text-slate-800">{company.description}</p> : null}
      <section aria-labelledby="openings" className="mt-10">
        <h2 id="openings" className="text-2xl font-semibold text-slate-900">
          {t('openings')}
        </h2>
        {openings.length === 0 ? (
          <p className="mt-3 text-slate-700">{t('noOpenings')}</p>
        ) : (
          <ul className="mt-4 space-y-3">
            {openings.map((job) => {
              const text = shownText(job, locale)
              const pay = payText(job, locale)
              return (
                <li key={job.id} className="rounded-md border border-slate-200 p-4">
                  <Link href={`/jobs/${job.id}`} className="text-lg font-semibold text-sky-800 underline" lang={text.title.lang}>
                    {text.title.text}
                  </Link>
                  <p className="text-slate-700">
                    {[job.location, enumLabel(locale, 'employmentType', job.employmentType), pay].filter(Boolean).join(' · ')}
                  </p>
                  {job.postedDate ? <p className="text-sm text-slate-600">{tj('posted', { date: new Date(job.postedDate) })}</p> : null}
                </li>
              )
            })}
          </ul>
        )}
        <p className="mt-6">
          <Link href="/find-work" className="text-sky-800 underline">
            {t('findWork')}
          </Link>
        </p>
      </section>
    </div>
  )
}
