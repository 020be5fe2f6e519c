import { p, richText, ul } from '../lexical'

import { cta, type SeedPage } from './types'

export const about: SeedPage = {
  title: 'About Us',
  slug: 'about',
  description:
    'We connect Canadian pharmacies, clinics and medical practices with qualified healthcare professionals — quickly, transparently and with privacy built in.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'About us',
      heading: 'Better staffing for better patient care',
      subheading:
        'Based in Toronto, we help healthcare facilities across Canada find the professionals they need, and help professionals build careers they are proud of.',
    },
    {
      blockType: 'richText',
      heading: 'Our mission',
      content: richText(
        p('Staffing shortages close pharmacy counters, lengthen clinic wait times and burn out the people who stay. We started this marketplace to make hiring in Canadian healthcare faster and fairer for everyone involved.'),
        p('Facilities post positions for a flat fee and pay placement fees only when a hire succeeds. Professionals use the platform for free, keep control of their resumes and decide who sees them. Every posting is reviewed by our team before it goes live, so candidates can trust what they read.'),
        ul([
          'Pharmacists, physicians, pharmacy technicians and assistants',
          'Nurse practitioners, clinical assistants and medical administrators',
          'Specialists and international medical graduates',
        ]),
      ),
    },
    {
      blockType: 'valuesCards',
      heading: 'What we stand for',
      cards: [
        { title: 'Transparency', body: 'Clear, up-front pricing. A $5 posting fee, no upfront placement fees and no hidden percentages of salary.' },
        { title: 'Privacy', body: 'Resumes are personal information. Only the professional, the employers they apply to and our administrators can read them.' },
        { title: 'Quality', body: 'Every posting is reviewed before activation, and full-time placements carry a 90-day guarantee.' },
        { title: 'Partnership', body: 'We work alongside owners and managers for the long term, from staffing to billing, HR and payroll support.' },
      ],
    },
    { blockType: 'stats', heading: 'Our track record', useSiteStats: true },
    {
      blockType: 'callToAction',
      heading: 'Ready to work with us?',
      body: 'Post your first position today, or talk to us about ownership opportunities.',
      buttons: [cta('See Pricing', '/pricing'), cta('Ownership Inquiry', '/ownership-inquiry', 'secondary')],
    },
  ],
}

export const ownership: SeedPage = {
  title: 'Own a Pharmacy With Confidence',
  slug: 'ownership',
  description:
    'Partner with us to own a pharmacy or medical practice in Canada: acquisition opportunities, site selection, regulatory guidance and financing connections.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Ownership',
      heading: 'Own a Pharmacy With Confidence',
      subheading:
        'Whether you are a pharmacist ready to run your own store, a physician planning a practice or an investor entering healthcare, we partner with you from the first conversation to opening day and beyond.',
      buttons: [cta('Send an Ownership Inquiry', '/ownership-inquiry')],
    },
    {
      blockType: 'richText',
      heading: 'A partner, not just a broker',
      content: richText(
        p('Owning a pharmacy or practice is a big decision. Licensing, location, staffing and cash flow all have to line up. We bring years of experience placing and supporting healthcare teams across Canada, and we stay involved after the keys change hands — with staffing, billing, HR and payroll support when you need it.'),
      ),
    },
    {
      blockType: 'valuesCards',
      heading: 'Why owners choose us',
      cards: [
        { title: 'Vetted opportunities', body: 'Access to pharmacy locations, medical practices, clinics and specialty facilities that match your goals and budget.' },
        { title: 'Honest guidance', body: 'Straight answers on regulatory requirements, realistic timelines and the true cost of ownership.' },
        { title: 'Staffed from day one', body: 'Our marketplace helps you hire pharmacists, technicians and support staff before you open your doors.' },
        { title: 'Long-term support', body: 'Medical billing, HR and payroll services keep your practice running smoothly as it grows.' },
      ],
    },
    {
      blockType: 'callToAction',
      tone: 'light',
      heading: 'Learn what drives us',
      body: 'Our mission is better staffing for better patient care.',
      buttons: [cta('Learn About Our Mission', '/about', 'secondary')],
    },
    {
      blockType: 'contact',
      heading: 'Talk to our ownership team',
      body: 'We are based in Toronto, ON and work with owners across Canada. Tell us about your plans and we will reply within one business day.',
      buttonLabel: 'Contact Us Today',
    },
  ],
}

export const contact: SeedPage = {
  title: 'Contact Us',
  slug: 'contact',
  description: 'Contact our Toronto team about staffing, pricing, services or ownership opportunities.',
  layout: [
    {
      blockType: 'contact',
      heading: 'We are here to help',
      body: 'Questions about posting a position, finding work, our services or ownership? Email or call us — we reply within one business day.',
      buttonLabel: 'Email Us',
    },
    {
      blockType: 'callToAction',
      tone: 'light',
      heading: 'Looking for something specific?',
      buttons: [cta('Pricing', '/pricing', 'secondary'), cta('Ownership Inquiry', '/ownership-inquiry', 'secondary'), cta('About Us', '/about', 'secondary')],
    },
  ],
}

export const ownershipInquiry: SeedPage = {
  title: 'Healthcare Ownership Opportunities',
  slug: 'ownership-inquiry',
  description:
    'Explore pharmacy and medical practice ownership in Canada: acquisition opportunities and development support from site selection to financing.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Ownership inquiry',
      heading: 'Healthcare Ownership Opportunities',
      subheading:
        'Buy an established pharmacy, open a new clinic or partner with an existing practice. Tell us your goals and our ownership team will contact you within 24 hours.',
      buttons: [cta('Start Your Inquiry', '#inquiry')],
    },
    {
      blockType: 'serviceFeatures',
      heading: 'Acquisition opportunities',
      features: [
        { title: 'Pharmacy locations', body: 'Independent and franchise pharmacies for sale or succession across Canada, with prescription volumes and staffing you can verify.' },
        { title: 'Medical practices and clinics', body: 'Family and walk-in clinics, and group practices looking for new physician owners.' },
        { title: 'Specialty facilities', body: 'Compounding, long-term care and specialty pharmacies, and allied health clinics.' },
        { title: 'Partnerships', body: 'Buy into an existing practice as a partner and grow into ownership over time.' },
      ],
    },
    {
      blockType: 'serviceFeatures',
      heading: 'Development support',
      features: [
        { title: 'Site selection', body: 'Demographics, competition and prescriber mix analysed before you sign a lease.' },
        { title: 'Regulatory guidance', body: 'Provincial college accreditation, licensing and inspection readiness, step by step.' },
        { title: 'Financing connections', body: 'Introductions to lenders and advisors who understand healthcare businesses.' },
        { title: 'Operational setup', body: 'Systems, suppliers, staffing and billing ready on opening day.' },
      ],
    },
    {
      blockType: 'inquiryForm',
      heading: 'Send an Ownership Inquiry',
      intro: 'Only your name and email are required. Everything you share stays confidential.',
    },
    {
      blockType: 'contact',
      heading: 'Prefer to talk?',
      body: 'Our ownership team is based in Toronto, ON and works with owners across Canada.',
      buttonLabel: 'Email Our Team',
    },
  ],
}
