import messages from '@/i18n/messages/en' // the English seed content

import { cta, type SeedPage } from './types'

export const pricing: SeedPage = {
  title: 'Pricing',
  slug: 'pricing',
  description:
    'Transparent healthcare staffing pricing: a $5 posting fee, placement fees only upon successful placement, and a 90-day guarantee on full-time hires.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Pricing',
      heading: 'Simple, transparent pricing',
      subheading:
        'Post any position for a flat $5. Placement fees are quoted up front and due only upon successful placement — never as a percentage of salary.',
    },
    {
      blockType: 'pricingCards',
      heading: 'Choose the help you need',
      cards: [
        {
          name: 'Relief Positions',
          price: 'Contact for quote',
          description: 'Short-term and relief coverage for vacations, leaves and busy seasons.',
          features: [{ text: 'Pharmacists and technicians on short notice' }, { text: 'Shift-by-shift or multi-week coverage' }, { text: 'No upfront fees' }],
          cta: { label: 'Get Started', href: '/post-job' },
        },
        {
          name: 'Full-Time Positions',
          badge: 'Most Popular',
          price: 'Contact for quote',
          description: 'Permanent hires for pharmacies, clinics and medical practices.',
          features: [
            { text: '90-day guarantee' },
            { text: 'No percentage of salary' },
            { text: 'Payment only upon successful placement' },
          ],
          cta: { label: 'Get Started', href: '/post-job' },
        },
        {
          name: 'Specialized Roles',
          price: 'Premium pricing',
          description: 'Physicians, specialists and leadership roles that need a targeted search.',
          features: [{ text: 'Dedicated search across Canada' }, { text: 'Confidential outreach' }, { text: 'Credential checks before introduction' }],
          cta: { label: 'Get Started', href: '/post-job' },
        },
      ],
      quote: {
        text: 'Hiring for several locations or an unusual role?',
        label: 'Request a custom quote',
        href: `mailto:${messages.site.contactEmail}?subject=Custom%20quote`,
      },
    },
    {
      blockType: 'faq',
      heading: 'Pricing questions',
      items: [
        { question: 'What does the $5 posting fee cover?', answer: 'It publishes one position for 30 days after our team reviews and approves it. If we cannot approve a posting, the fee is refunded.' },
        { question: 'When do I pay a placement fee?', answer: 'Only when you hire a candidate you met through us. We quote the fee before you start, and it is never a percentage of salary.' },
        { question: 'How does the 90-day guarantee work?', answer: 'If a full-time hire leaves or is let go within 90 days, we find a replacement at no additional placement cost.' },
      ],
    },
    {
      blockType: 'callToAction',
      heading: 'Post your first position today',
      buttons: [cta('Get Started', '/post-job'), cta('About Us', '/about', 'secondary')],
    },
  ],
}
