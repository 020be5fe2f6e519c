/**
 * Payload asks every response for the colour-scheme client hint (its admin theme) and makes it critical
 * (`Critical-CH`), so Chromium drops the first navigation of every page and requests it again (~600 ms on
 * a first visit). Only the admin panel reads the hint (below /admin: `/admin` itself is the site's dashboard): the site's pages do without it.
 */
export const clientHintsForAdminOnly = (config) => ({
  ...config,
  async headers() {
    return (await config.headers()).map((rule) =>
      rule.source === '/:path*' && rule.headers.some((h) => h.key === 'Critical-CH') ? { ...rule, source: '/admin/:path+' } : rule,
    )
  },
})
