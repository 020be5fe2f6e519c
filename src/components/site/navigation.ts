import { messages } from '@/i18n'

const n = messages.nav
const f = messages.footer

export type NavLink = { href: string; label: string }

export const serviceLinks: NavLink[] = [
  { href: '/tech-services', label: n.techServices },
  { href: '/medical-billing', label: n.medicalBilling },
  { href: '/hr-services', label: n.hrServices },
  { href: '/payroll-services', label: n.payrollServices },
]

export const primaryLinks: NavLink[] = [
  { href: '/find-work', label: n.findWork },
  { href: '/post-job', label: n.postJob },
  { href: '/about', label: n.about },
]

export const contactMailto = `mailto:${messages.site.contactEmail}`

export const moreLinks: NavLink[] = [
  { href: '/ownership-inquiry', label: n.ownershipInquiry },
  { href: contactMailto, label: n.contactUs },
]

export const footerColumns: { heading: string; links: NavLink[] }[] = [
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
  { heading: f.services, links: serviceLinks },
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
]

export const contactTel = `tel:${messages.site.contactPhone.replace(/[^+\d]/g, '')}`
