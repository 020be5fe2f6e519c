import { RenderBlocks } from '@/blocks/RenderBlocks'
import type { Locale } from '@/i18n/locale'
import type { Page } from '@/payload-types'

/**
 * A content page: its blocks, with the title as the h1 when the page does not open with a hero.
 * On a French page, a page with no French of its own (read in English) is marked `lang="en"`, so
 * screen readers switch voice.
 */
export function PageView({ page, locale }: { page: Page; locale: Locale }) {
  const opensWithHero = page.layout[0]?.blockType === 'hero'
  const inEnglish = locale === 'fr-CA' && page.frenchVersion === 'missing'
  return (
    <article lang={inEnglish ? 'en' : undefined}>
      {opensWithHero ? null : (
        <header className="border-b border-slate-200 bg-slate-50">
          <div className="mx-auto max-w-3xl px-4 py-12">
            <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{page.title}</h1>
          </div>
        </header>
      )}
      <RenderBlocks blocks={page.layout} />
    </article>
  )
}
