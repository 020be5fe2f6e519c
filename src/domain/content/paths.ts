/** The home page is the page whose slug is "home"; every other page lives at /<slug>. */
export const HOME_SLUG = 'home'
export const pathForSlug = (slug: string) => (slug === HOME_SLUG ? '/' : `/${slug}`)
