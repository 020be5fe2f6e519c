import { DEFAULT_LISTING_DAYS, DEFAULT_POSTING_FEE_CENTS, POSTING_CURRENCY } from '@/domain/jobs/postingTerms'
import messages from '@/i18n/messages/en' // the English seed content

/**
 * The header, footer and site settings the site starts with. Seeded into the globals on first
 * start (staff edit them in the admin from then on) and used while the site is being built.
 */
const n = messages.nav
const f = messages.footer
const s = messages.site

export type ChromeLink = { label: string; href: string }
export type HeaderChrome = { primaryLinks: ChromeLink[]; serviceLinks: ChromeLink[]; moreLinks: ChromeLink[] }
export type FooterChrome = { tagline: string; columns: { heading: string; links: ChromeLink[] }[] }
export type SettingsChrome = {
  siteName: string
  contactEmail: string
  contactPhone: string
  city: string
  inquiryInbox: string
  stats: { professionals: string; facilities: string; positionsFilled: string; successRate: string }
  postingFeeCents: number
  currency: 'CAD'
  listingDays: number
}

const services: ChromeLink[] = [
  { href: '/tech-services', label: n.techServices },
  { href: '/medical-billing', label: n.medicalBilling },
  { href: '/hr-services', label: n.hrServices },
  { href: '/payroll-services', label: n.payrollServices },
]

export const defaultHeader: HeaderChrome = {
  primaryLinks: [
    { href: '/find-work', label: n.findWork },
    { href: '/post-job', label: n.postJob },
    { href: '/about', label: n.about },
  ],
  serviceLinks: services,
  moreLinks: [
    { href: '/ownership-inquiry', label: n.ownershipInquiry },
    { href: `mailto:${s.contactEmail}`, label: n.contactUs },
  ],
}

export const defaultFooter: FooterChrome = {
  tagline: s.tagline,
  columns: [
    {
      heading: f.forProfessionals,
      links: [
        { href: '/find-work', label: n.findWork },
        { href: '/career-resources', label: f.careerResources },
        { href: '/ownership-inquiry', label: n.ownershipInquiry },
      ],
    },
    {
      heading: f.forEmployers,
      links: [
        { href: '/post-job', label: n.postJob },
        { href: '/candidates', label: f.browseCandidates },
        { href: '/pricing', label: f.pricing },
        { href: '/employer-resources', label: f.employerResources },
      ],
    },
    { heading: f.services, links: services },
    {
      heading: f.company,
      links: [
        { href: '/about', label: n.about },
        { href: '/privacy', label: f.privacy },
        { href: '/terms', label: f.terms },
        { href: '/anti-theft', label: f.antiTheft },
        { href: '/contact', label: f.contact },
      ],
    },
  ],
}

export const defaultSettings: SettingsChrome = {
  siteName: s.name,
  contactEmail: s.contactEmail,
  contactPhone: s.contactPhone,
  city: s.city,
  inquiryInbox: s.contactEmail,
  stats: { professionals: '500+', facilities: '200+', positionsFilled: '1,200+', successRate: '98%' },
  postingFeeCents: DEFAULT_POSTING_FEE_CENTS,
  currency: POSTING_CURRENCY,
  listingDays: DEFAULT_LISTING_DAYS,
}
