import { cta, type SeedPage } from './types'

const nextSteps = {
  blockType: 'callToAction' as const,
  heading: 'Let’s talk about your practice',
  body: 'Tell us what you need and we will put together a plan and a quote.',
  buttons: [cta('Contact Us', '/contact'), cta('See Pricing', '/pricing', 'secondary')],
}

export const techServices: SeedPage = {
  title: 'Technology Leadership Services',
  slug: 'tech-services',
  description: 'Technology leadership for pharmacies and medical practices: systems selection, security, privacy compliance and support.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Services',
      heading: 'Technology leadership for healthcare practices',
      subheading: 'Fractional technology leadership for pharmacies, clinics and practices: the right systems, secure data and a team that answers when something breaks.',
    },
    {
      blockType: 'stats',
      items: [
        { value: '500+', label: 'Practices supported' },
        { value: '24hrs', label: 'Issue turnaround' },
        { value: '99.9%', label: 'System accuracy' },
      ],
    },
    {
      blockType: 'serviceFeatures',
      heading: 'What we do',
      features: [
        { title: 'Systems selection', body: 'Independent advice on pharmacy management, EMR and scheduling systems that fit your workflow and budget.' },
        { title: 'Security and privacy', body: 'Practical safeguards for patient data under PIPEDA and provincial health privacy laws, with staff training.' },
        { title: 'Migrations', body: 'Planned moves between systems with data checks, so no prescription or chart is lost.' },
        { title: 'Ongoing support', body: 'A named contact, clear response times and monthly reviews of what is working.' },
      ],
    },
    nextSteps,
  ],
}

export const medicalBilling: SeedPage = {
  title: 'Medical Billing Services',
  slug: 'medical-billing',
  description: 'Medical billing for Canadian practices: 98%+ first-pass claim rate, 24-hour turnaround and 15-25% revenue increase.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Services',
      heading: 'Medical billing that gets you paid',
      subheading: 'We submit, track and reconcile provincial and private claims so physicians spend their time with patients, not paperwork.',
    },
    {
      blockType: 'stats',
      items: [
        { value: '98%+', label: 'First-pass claim rate' },
        { value: '24hrs', label: 'Claim turnaround' },
        { value: '15-25%', label: 'Typical revenue increase' },
        { value: '99.9%', label: 'Billing accuracy' },
      ],
    },
    {
      blockType: 'serviceFeatures',
      heading: 'How we help',
      features: [
        { title: 'Claims submission', body: 'Daily submission to provincial plans and insurers, with codes checked before they go out.' },
        { title: 'Rejections handled', body: 'We correct and resubmit rejected claims and tell you why they were rejected, so it happens less.' },
        { title: 'Clear reporting', body: 'Monthly reports of what was billed, paid and outstanding, by physician and by service.' },
        { title: 'Privacy first', body: 'Patient information stays protected under PIPEDA and provincial health privacy laws.' },
      ],
    },
    nextSteps,
  ],
}

export const hrServices: SeedPage = {
  title: 'HR Services',
  slug: 'hr-services',
  description: 'HR services for healthcare practices: hiring, policies, employment law compliance and staff relations.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Services',
      heading: 'HR support built for healthcare teams',
      subheading: 'From the first job posting to performance reviews, we give owners and managers the HR backbone of a large organisation.',
    },
    {
      blockType: 'stats',
      items: [
        { value: '500+', label: 'Practices supported' },
        { value: '24hrs', label: 'Response time' },
        { value: '90-day', label: 'Placement guarantee' },
      ],
    },
    {
      blockType: 'serviceFeatures',
      heading: 'What is included',
      features: [
        { title: 'Hiring and onboarding', body: 'Job descriptions, interview guides, offer letters and onboarding checklists for every role.' },
        { title: 'Policies and handbooks', body: 'Clear policies that meet provincial employment standards, written for healthcare settings.' },
        { title: 'Staff relations', body: 'Confidential advice on difficult conversations, accommodations and terminations.' },
        { title: 'Compliance', body: 'Keep up with employment standards, health and safety and accessibility (AODA) requirements.' },
      ],
    },
    nextSteps,
  ],
}

export const payrollServices: SeedPage = {
  title: 'Payroll Services',
  slug: 'payroll-services',
  description: 'Payroll for pharmacies and practices: 99.9% accuracy, remittances, T4s and shift premiums handled.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Services',
      heading: 'Payroll done right, every pay period',
      subheading: 'Accurate pay for every shift, premium and bonus — with remittances and year-end slips handled for you.',
    },
    {
      blockType: 'stats',
      items: [
        { value: '99.9%', label: 'Payroll accuracy' },
        { value: '24hrs', label: 'Query turnaround' },
        { value: '500+', label: 'Practices supported' },
      ],
    },
    {
      blockType: 'serviceFeatures',
      heading: 'What we handle',
      features: [
        { title: 'Every pay period', body: 'Hourly, salaried and relief staff paid on time, with shift and statutory holiday premiums calculated correctly.' },
        { title: 'Remittances', body: 'Source deductions, CPP, EI and provincial health taxes remitted on schedule.' },
        { title: 'Year end', body: 'T4s, T4As and Records of Employment prepared and filed.' },
        { title: 'Self-service', body: 'Employees see their pay stubs and tax slips online.' },
      ],
    },
    nextSteps,
  ],
}
