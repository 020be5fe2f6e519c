import type { MetadataRoute } from 'next'

import { pathForSlug } from '@/collections/Pages/paths'
import { serverUrl } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload/client'

export const dynamic = 'force-dynamic'

/** Published content pages (active jobs join when the job board lands). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    limit: 1000,
    pagination: false,
    depth: 0,
    select: { slug: true, updatedAt: true },
    overrideAccess: false,
  })
  return docs.map((doc) => ({ url: `${serverUrl()}${pathForSlug(doc.slug)}`, lastModified: doc.updatedAt }))
}
