/** The home page is the page whose slug is "home"; every other page lives at /<slug>. */
export const HOME_SLUG = 'home'
export const pathForSlug = (slug: string) => (slug === HOME_SLUG ? '/' : `/${slug}`)

/** A page address: lower-case letters, digits and single hyphens. */
export const isPageSlug = (value: unknown): value is string => typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)

/** Cache tags of the public reads of pages (findPage): every page, and one page in every language. */
export const PAGES_TAG = 'pages'
export const pageTag = (slug: string) => `pages:${slug}`
