import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { isStaffUser } from '@/access/roles'
import { LivePreviewRefresh } from '@/components/site/LivePreviewRefresh'
import { PageView } from '@/components/site/PageView'
import { HOME_SLUG } from '@/domain/content/paths'
import { isLanguage, languageOf, localeOf, type Locale } from '@/i18n/locale'
import { redirect } from '@/i18n/navigation'
import { getPayloadClient } from '@/lib/payload/client'
import { findPage, slugFromSegments } from '@/domain/content/findPage'
import { serverUrl } from '@/lib/env'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { robots: { index: false, follow: false } }

type Props = { params: Promise<{ locale: string; slug?: string[] }>; searchParams: Promise<{ locale?: string | string[] }> }

/**
 * Staff-only draft view of a page, framed by the admin's live preview and refreshed on every save.
 * The admin names the language being edited (`?locale=fr`): the preview opens in that language, the
 * page's frame and content alike.
 */
export default async function PreviewPage({ params, searchParams }: Props) {
  const { locale: requested, slug: segments } = await params
  const locale = requested as Locale
  setRequestLocale(locale)
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  const slug = slugFromSegments(segments)
  if (!slug || !isStaffUser(user)) notFound()
  const edited = (await searchParams).locale
  if (isLanguage(edited) && localeOf(edited) !== locale) {
    // Prefixed in both languages (/en/… is then made bare by the proxy), so the language cookie
    // follows and cannot send the English preview back to French.
    redirect({ href: slug === HOME_SLUG ? '/preview' : `/preview/${slug}`, locale: localeOf(edited), forcePrefix: true })
  }
  const page = await findPage(payload, slug, languageOf(locale), { draft: true, user: user as never })
  if (!page) notFound()
  return (
    <>
      <LivePreviewRefresh serverURL={serverUrl()} />
      <PageView page={page} locale={locale} />
    </>
  )
}
