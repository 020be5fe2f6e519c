import { partXml, XML_HEADERS } from '@/domain/seo/sitemap'
import { getPayloadClient } from '@/lib/payload/client'

/** One part of the sitemap: `/sitemaps/pages.xml`, `/sitemaps/jobs-<n>.xml` (domain/seo/sitemap.ts). */
export const dynamic = 'force-dynamic'

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const xml = await partXml(await getPayloadClient(), (await params).file)
  if (xml === null) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  return new Response(xml, { headers: XML_HEADERS })
}
