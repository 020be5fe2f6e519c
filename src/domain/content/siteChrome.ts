import 'server-only'

import { unstable_cache } from 'next/cache'

import { POSTING_CURRENCY, postingTerms } from '@/domain/jobs/postingTerms'
import { getPayloadClient } from '@/lib/payload/client'

import {
  defaultFooter,
  defaultHeader,
  defaultSettings,
  type ChromeLink,
  type FooterChrome,
  type HeaderChrome,
  type SettingsChrome,
} from './defaultChrome'

export type SiteChrome = { header: HeaderChrome; footer: FooterChrome; settings: SettingsChrome }

const links = (list: { label: string; href: string }[] | null | undefined, fallback: ChromeLink[]) =>
  list?.length ? list.map(({ label, href }) => ({ label, href })) : fallback

async function loadChrome(): Promise<SiteChrome> {
  const payload = await getPayloadClient()
  // Public reads: no user, access control on.
  const [header, footer, settings] = await Promise.all([
    payload.findGlobal({ slug: 'header', overrideAccess: false, depth: 0 }),
    payload.findGlobal({ slug: 'footer', overrideAccess: false, depth: 0 }),
    payload.findGlobal({ slug: 'site-settings', overrideAccess: false, depth: 0 }),
  ])
  return {
    header: {
      primaryLinks: links(header.primaryLinks, defaultHeader.primaryLinks),
      serviceLinks: links(header.serviceLinks, defaultHeader.serviceLinks),
      moreLinks: links(header.moreLinks, defaultHeader.moreLinks),
    },
    footer: {
      tagline: footer.tagline ?? defaultFooter.tagline,
      columns: footer.columns?.length
        ? footer.columns.map((c) => ({ heading: c.heading, links: links(c.links, []) }))
        : defaultFooter.columns,
    },
    settings: {
      siteName: settings.siteName || defaultSettings.siteName,
      contactEmail: settings.contactEmail || defaultSettings.contactEmail,
      contactPhone: settings.contactPhone || defaultSettings.contactPhone,
      city: settings.city || defaultSettings.city,
      inquiryInbox: settings.inquiryInbox || defaultSettings.inquiryInbox,
      stats: { ...defaultSettings.stats, ...settings.stats },
      postingFeeCents: postingTerms(settings).feeCents,
      currency: POSTING_CURRENCY,
      listingDays: postingTerms(settings).listingDays,
    },
  }
}

const cachedChrome = unstable_cache(loadChrome, ['site-chrome'], { tags: ['site-chrome'] })

/** Header, footer and site settings for rendering; the build itself never needs a database. */
export async function getSiteChrome(): Promise<SiteChrome> {
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    return { header: defaultHeader, footer: defaultFooter, settings: defaultSettings }
  }
  return cachedChrome()
}
