import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * Hand-written data step (keep it after the migration that creates `pages_blocks_retention_periods`):
 * a site seeded before the retention periods existed gets the RetentionPeriods block on its privacy
 * page, in each language that has its own blocks, right after the page's first rich text (where the
 * seed puts it for new sites). A page that already has the block, or none at all, is left alone.
 */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  const { docs } = await payload.find({ collection: 'pages', where: { slug: { equals: 'privacy' } }, limit: 1, depth: 0, overrideAccess: true, req })
  const page = docs[0]
  if (!page) return
  for (const locale of ['en', 'fr'] as const) {
    const stored = await payload.findByID({ collection: 'pages', id: page.id, locale, fallbackLocale: false, depth: 0, overrideAccess: true, req })
    const layout = stored.layout ?? []
    if (layout.length === 0 || layout.some((block) => block.blockType === 'retentionPeriods')) continue
    const after = layout.findIndex((block) => block.blockType === 'richText')
    const at = after === -1 ? layout.length : after + 1
    const next = [...layout.slice(0, at), { blockType: 'retentionPeriods' as const }, ...layout.slice(at)]
    await payload.update({ collection: 'pages', id: page.id, locale, data: { layout: next, _status: 'published' }, overrideAccess: true, depth: 0, req })
  }
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // The block is content from then on: staff may keep, move or remove it.
}
