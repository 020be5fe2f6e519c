import type { Page } from '@/payload-types'

/** A page as seeded on first start: its copy, blocks and search description, in each language. */
type Block = Page['layout'][number]
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never

export type SeedCopy = {
  title: string
  description: string
  layout: WithoutId<Block>[]
}

/** English at the top level (the default language), French under `fr`; one slug for both. */
export type SeedPage = SeedCopy & {
  slug: string
  fr: SeedCopy
}

export const cta = (label: string, href: string, style: 'primary' | 'secondary' = 'primary') => ({ label, href, style })
