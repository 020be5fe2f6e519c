import { RenderBlocks } from '@/blocks/RenderBlocks'
import type { Page } from '@/payload-types'

/** A content page: its blocks, with the title as the h1 when the page does not open with a hero. */
export function PageView({ page }: { page: Page }) {
  const opensWithHero = page.layout[0]?.blockType === 'hero'
  return (
    <article>
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
