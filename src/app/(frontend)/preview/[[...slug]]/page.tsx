import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { isStaffUser } from '@/access/roles'
import { LivePreviewRefresh } from '@/components/site/LivePreviewRefresh'
import { PageView } from '@/components/site/PageView'
import { getPayloadClient } from '@/lib/payload/client'
import { findPage, slugFromSegments } from '@/domain/content/findPage'
import { DEFAULT_CONTENT_LOCALE, isContentLocale } from '@/domain/content/locales'
import { serverUrl } from '@/lib/env'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { robots: { index: false, follow: false } }

type Props = { params: Promise<{ slug?: string[] }>; searchParams: Promise<{ locale?: string | string[] }> }

/**
 * Staff-only draft view of a page, framed by the admin's live preview and refreshed on every save,
 * in the language being edited (`?locale=fr`, see the Pages collection's preview URL).
 */
export default async function PreviewPage({ params, searchParams }: Props) {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  const slug = slugFromSegments((await params).slug)
  if (!slug || !isStaffUser(user)) notFound()
  const requested = (await searchParams).locale
  const locale = isContentLocale(requested) ? requested : DEFAULT_CONTENT_LOCALE
  const page = await findPage(payload, slug, locale, { draft: true, user: user as never })
  if (!page) notFound()
  return (
    <>
      <LivePreviewRefresh serverURL={serverUrl()} />
      <PageView page={page} />
    </>
  )
}
