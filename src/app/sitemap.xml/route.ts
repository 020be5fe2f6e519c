import { indexXml, partNames, XML_HEADERS } from '@/domain/seo/sitemap'
import { getPayloadClient } from '@/lib/payload/client'

/** The sitemap index: every part of the sitemap (domain/seo/sitemap.ts), asked afresh each time. */
export const dynamic = 'force-dynamic'

export async function GET() {
  return new Response(indexXml(await partNames(await getPayloadClient())), { headers: XML_HEADERS })
}
