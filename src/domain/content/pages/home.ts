import { cta, type SeedPage } from './types'

export const home: SeedPage = {
  title: 'Healthcare Staffing Across Canada',
  slug: 'home',
  description:
    'Pharmacies, clinics and medical practices post positions and meet qualified pharmacists, physicians, technicians and nurse practitioners across Canada.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Healthcare staffing for Canada',
      heading: 'The right healthcare professional, for every shift and every practice',
      subheading:
        'Pharmacies, clinics and medical practices post positions in minutes. Pharmacists, physicians, technicians and nurse practitioners find work that fits their careers — with their privacy protected until they choose to share it.',
      buttons: [cta('Post a Position', '/post-job'), cta('Find Opportunities', '/find-work', 'secondary')],
      note: 'Posting a position costs $5. No upfront placement fees.',
    },
    {
      blockType: 'callToAction',
      tone: 'light',
      heading: 'Transparent pricing, no surprises',
      body: 'Publishing a position costs a flat $5, reviewed by our team before it goes live. Placement fees are quoted up front, there are no upfront fees, and you pay only upon successful placement — backed by our 90-day guarantee.',
      buttons: [cta('See Pricing', '/pricing', 'secondary')],
    },
    {
      blockType: 'stats',
      heading: 'Trusted by facilities and professionals nationwide',
      useSiteStats: true,
    },
    {
      blockType: 'howItWorks',
      heading: 'How it works',
      intro: 'Two simple paths, one goal: great care for patients through well-matched teams.',
      tracks: [
        {
          audience: 'For facilities',
          steps: [
            { title: 'Post a position', body: 'Describe the role, schedule and pay. Pay the $5 posting fee and our team reviews it before it goes live.' },
            { title: 'Review candidates', body: 'Qualified professionals apply with their resumes. Review applications and move the best ones forward.' },
            { title: 'Connect and engage', body: 'Interview, hire and onboard with confidence. Our 90-day guarantee protects full-time placements.' },
          ],
        },
        {
          audience: 'For professionals',
          steps: [
            { title: 'Create your profile', body: 'Sign up for free, keep your resumes organised by role and save the jobs that interest you.' },
            { title: 'Maintain your privacy', body: 'Employers see your resume only when you apply. Confidential postings reveal the employer once your application is reviewed.' },
            { title: 'Advance your career', body: 'Find relief shifts, permanent roles and specialised positions in pharmacies, clinics and practices across Canada.' },
          ],
        },
      ],
    },
    {
      blockType: 'sampleOpenings',
      heading: 'Recent openings',
      intro: 'A sample of the positions facilities trust us to fill.',
      openings: [
        { title: 'Relief Pharmacist', location: 'Toronto, ON', company: 'Confidential', employmentType: 'Contract', pay: '$65–$75/hour', badge: 'Priority' },
        { title: 'Family Physician', location: 'Vancouver, BC', company: 'Confidential', employmentType: 'Full-time', pay: '$300,000–$380,000/year', badge: 'Confidential' },
        { title: 'Emergency Physician', location: 'Calgary, AB', company: 'Confidential', employmentType: 'Part-time', pay: '$180–$220/hour', badge: 'Confidential' },
      ],
      note: 'Employer names stay confidential until an application is reviewed.',
    },
    {
      blockType: 'callToAction',
      heading: 'Thinking about owning a pharmacy or practice?',
      body: 'We help pharmacists, physicians and investors find acquisition opportunities and set up for success — from site selection to financing connections.',
      buttons: [cta('Send an Ownership Inquiry', '/ownership-inquiry'), cta('Learn About Ownership', '/ownership', 'secondary')],
    },
  ],
}
