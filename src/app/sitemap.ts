import type { MetadataRoute } from 'next'

import { pathForSlug } from '@/domain/content/paths'
import { serverUrl } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload/client'

export const dynamic = 'force-dynamic'

/** Published content pages and active job postings (one sitemap holds up to 50,000 URLs). */
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
  const jobs = await payload.find({
    collection: 'job-postings',
    where: { status: { equals: 'active' } },
    limit: 45_000,
    pagination: false,
    depth: 0,
    select: { updatedAt: true },
    overrideAccess: false,
  })
  return [
    ...docs.map((doc) => ({ url: `${serverUrl()}${pathForSlug(doc.slug)}`, lastModified: doc.updatedAt })),
    ...jobs.docs.map((job) => ({ url: `${serverUrl()}/jobs/${job.id}`, lastModified: job.updatedAt })),
  ]
}
