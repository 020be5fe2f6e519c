import type { Page } from '@/payload-types'

/** A page as seeded on first start: its copy, blocks and search description. */
type Block = Page['layout'][number]
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never

export type SeedPage = {
  title: string
  slug: string
  description: string
  layout: WithoutId<Block>[]
}

export const cta = (label: string, href: string, style: 'primary' | 'secondary' = 'primary') => ({ label, href, style })
