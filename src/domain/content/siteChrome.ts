import 'server-only'

import { unstable_cache } from 'next/cache'

import { POSTING_CURRENCY, postingTerms } from '@/domain/jobs/postingTerms'
import { getPayloadClient } from '@/lib/payload/client'

import { defaultChrome, type Chrome, type ChromeLink } from './defaultChrome'
import { CONTENT_LOCALES, DEFAULT_CONTENT_LOCALE, type ContentLocale } from './locales'

export type SiteChrome = Chrome

/** Links as stored; one without a label in this language or in English is left out. */
const links = (list: { label?: string | null; href: string }[] | null | undefined, fallback: ChromeLink[]) =>
  list?.length ? list.flatMap(({ label, href }) => (label ? [{ label, href }] : [])) : fallback

async function loadChrome(locale: ContentLocale): Promise<SiteChrome> {
  const payload = await getPayloadClient()
  const defaults = defaultChrome(locale)
  // Public reads: no user, access control on. A text not yet translated is read in English.
  const read = { locale, fallbackLocale: DEFAULT_CONTENT_LOCALE, overrideAccess: false, depth: 0 } as const
  const [header, footer, settings] = await Promise.all([
    payload.findGlobal({ slug: 'header', ...read }),
    payload.findGlobal({ slug: 'footer', ...read }),
    payload.findGlobal({ slug: 'site-settings', ...read }),
  ])
  return {
    header: {
      primaryLinks: links(header.primaryLinks, defaults.header.primaryLinks),
      serviceLinks: links(header.serviceLinks, defaults.header.serviceLinks),
      moreLinks: links(header.moreLinks, defaults.header.moreLinks),
    },
    footer: {
      tagline: footer.tagline ?? defaults.footer.tagline,
      columns: footer.columns?.length
        ? footer.columns.map((c) => ({ heading: c.heading ?? '', links: links(c.links, []) }))
        : defaults.footer.columns,
    },
    settings: {
      siteName: settings.siteName || defaults.settings.siteName,
      contactEmail: settings.contactEmail || defaults.settings.contactEmail,
      contactPhone: settings.contactPhone || defaults.settings.contactPhone,
      mailingAddress: settings.mailingAddress || defaults.settings.mailingAddress,
      city: settings.city || defaults.settings.city,
      inquiryInbox: settings.inquiryInbox || defaults.settings.inquiryInbox,
      stats: { ...defaults.settings.stats, ...settings.stats },
      postingFeeCents: postingTerms(settings).feeCents,
      currency: POSTING_CURRENCY,
      listingDays: postingTerms(settings).listingDays,
    },
  }
}

/**
 * One cache entry per language. Every entry carries `site-chrome` (which any change to the header,
 * footer or settings expires: see revalidateChrome) and its language's own tag.
 */
const cachedChrome = Object.fromEntries(
  CONTENT_LOCALES.map((locale) => [
    locale,
    unstable_cache(() => loadChrome(locale), ['site-chrome', locale], { tags: ['site-chrome', `site-chrome:${locale}`] }),
  ]),
) as Record<ContentLocale, () => Promise<SiteChrome>>

/** Header, footer and site settings in a language, for rendering; the build itself never needs a database. */
export async function getSiteChrome(locale: ContentLocale): Promise<SiteChrome> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return defaultChrome(locale)
  return cachedChrome[locale]()
}
