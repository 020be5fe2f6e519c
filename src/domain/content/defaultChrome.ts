import { DEFAULT_LISTING_DAYS, DEFAULT_POSTING_FEE_CENTS, POSTING_CURRENCY } from '@/domain/jobs/postingTerms'
import messages from '@/i18n/messages/en' // the English seed content

import type { ContentLocale } from './locales'

/**
 * The header, footer and site settings the site starts with, in English and French. Seeded into
 * the globals on first start (staff edit them in the admin from then on) and used while the site
 * is being built. Both languages share one structure (the same links in the same order, one
 * address each): only the words differ, as in the globals, where only the words are localized.
 */
export type ChromeLink = { label: string; href: string }
type HeaderChrome = { primaryLinks: ChromeLink[]; serviceLinks: ChromeLink[]; moreLinks: ChromeLink[] }
type FooterChrome = { tagline: string; columns: { heading: string; links: ChromeLink[] }[] }
type SettingsChrome = {
  siteName: string
  contactEmail: string
  contactPhone: string
  /** The sender's postal address in marketing emails (CASL): one value for both languages. */
  mailingAddress: string
  city: string
  inquiryInbox: string
  stats: { professionals: string; facilities: string; positionsFilled: string; successRate: string }
  postingFeeCents: number
  currency: 'CAD'
  listingDays: number
}
export type Chrome = { header: HeaderChrome; footer: FooterChrome; settings: SettingsChrome }

type Words = {
  nav: Record<'findWork' | 'postJob' | 'about' | 'techServices' | 'medicalBilling' | 'hrServices' | 'payrollServices' | 'ownershipInquiry' | 'contactUs', string>
  footer: Record<
    | 'forProfessionals'
    | 'forEmployers'
    | 'services'
    | 'company'
    | 'careerResources'
    | 'browseCandidates'
    | 'pricing'
    | 'employerResources'
    | 'privacy'
    | 'terms'
    | 'antiTheft'
    | 'contact',
    string
  >
  site: { name: string; tagline: string; city: string }
  stats: SettingsChrome['stats']
}

const words: Record<ContentLocale, Words> = {
  en: {
    nav: messages.nav,
    footer: messages.footer,
    site: messages.site,
    stats: { professionals: '500+', facilities: '200+', positionsFilled: '1,200+', successRate: '98%' },
  },
  fr: {
    nav: {
      findWork: 'Trouver du travail',
      postJob: 'Publier une offre',
      about: 'À propos',
      techServices: 'Direction technologique',
      medicalBilling: 'Facturation médicale',
      hrServices: 'Services RH',
      payrollServices: 'Services de paie',
      ownershipInquiry: 'Demande d’acquisition',
      contactUs: 'Nous joindre',
    },
    footer: {
      forProfessionals: 'Pour les professionnels',
      forEmployers: 'Pour les employeurs',
      services: 'Services',
      company: 'Entreprise',
      careerResources: 'Ressources carrière',
      browseCandidates: 'Trouver des candidats',
      pricing: 'Tarifs',
      employerResources: 'Ressources pour les employeurs',
      privacy: 'Politique de confidentialité',
      terms: 'Conditions d’utilisation',
      antiTheft: 'Politique antivol',
      contact: 'Nous joindre',
    },
    site: {
      name: messages.site.name,
      tagline: 'Le lien entre les établissements de santé canadiens et les professionnels dont ils ont besoin.',
      city: 'Toronto (Ontario)',
    },
    stats: { professionals: '500+', facilities: '200+', positionsFilled: '1 200+', successRate: '98 %' },
  },
}

function chrome({ nav: n, footer: f, site, stats }: Words): Chrome {
  const services: ChromeLink[] = [
    { href: '/tech-services', label: n.techServices },
    { href: '/medical-billing', label: n.medicalBilling },
    { href: '/hr-services', label: n.hrServices },
    { href: '/payroll-services', label: n.payrollServices },
  ]
  return {
    header: {
      primaryLinks: [
        { href: '/find-work', label: n.findWork },
        { href: '/post-job', label: n.postJob },
        { href: '/about', label: n.about },
      ],
      serviceLinks: services,
      moreLinks: [
        { href: '/ownership-inquiry', label: n.ownershipInquiry },
        { href: `mailto:${messages.site.contactEmail}`, label: n.contactUs },
      ],
    },
    footer: {
      tagline: site.tagline,
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
    },
    settings: {
      siteName: site.name,
      contactEmail: messages.site.contactEmail,
      contactPhone: messages.site.contactPhone,
      mailingAddress: messages.site.mailingAddress,
      city: site.city,
      inquiryInbox: messages.site.contactEmail,
      stats,
      postingFeeCents: DEFAULT_POSTING_FEE_CENTS,
      currency: POSTING_CURRENCY,
      listingDays: DEFAULT_LISTING_DAYS,
    },
  }
}

const chromes: Record<ContentLocale, Chrome> = { en: chrome(words.en), fr: chrome(words.fr) }

/** The starting header, footer and settings in a language. */
export const defaultChrome = (locale: ContentLocale): Chrome => chromes[locale]

export const defaultHeader = chromes.en.header
export const defaultSettings = chromes.en.settings
