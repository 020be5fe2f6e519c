import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { isStaffUser } from '@/access/roles'
import { LivePreviewRefresh } from '@/components/site/LivePreviewRefresh'
import { PageView } from '@/components/site/PageView'
import { getPayloadClient } from '@/lib/payload/client'
import { findPage, slugFromSegments } from '@/domain/content/findPage'
import { serverUrl } from '@/lib/env'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { robots: { index: false, follow: false } }

/** Staff-only draft view of a page, framed by the admin's live preview and refreshed on every save. */
export default async function PreviewPage({ params }: { params: Promise<{ slug?: string[] }> }) {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  const slug = slugFromSegments((await params).slug)
  if (!slug || !isStaffUser(user)) notFound()
  const page = await findPage(payload, slug, { draft: true, user: user as never })
  if (!page) notFound()
  return (
    <>
      <LivePreviewRefresh serverURL={serverUrl()} />
      <PageView page={page} />
    </>
  )
}
