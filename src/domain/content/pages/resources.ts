import { cta, type SeedPage } from './types'

export const careerResources: SeedPage = {
  title: 'Career Resources',
  slug: 'career-resources',
  description: 'Practical advice for Canadian healthcare professionals: resumes, licensing, interviews and relief work.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'For professionals',
      heading: 'Career resources for healthcare professionals',
      subheading: 'Practical advice for pharmacists, physicians, technicians, nurse practitioners and everyone who keeps Canadian patients well.',
      buttons: [cta('Find Work', '/find-work')],
    },
    {
      blockType: 'serviceFeatures',
      heading: 'Get ready to apply',
      features: [
        { title: 'A resume per role', body: 'Keep separate resumes for pharmacist, manager or clinical roles in the Resume Manager and pick the right one when you apply.' },
        { title: 'Licensing across provinces', body: 'Moving provinces? Start your registration with the provincial college early — it can take several weeks. Mention your status in your cover letter.' },
        { title: 'Relief work', body: 'Relief shifts are a great way to try different settings. Keep your availability current and respond quickly: relief roles fill fast.' },
        { title: 'Interviews', body: 'Expect scenario questions about patient safety, workflow and difficult conversations. Prepare concrete examples from your practice.' },
        { title: 'Negotiating pay', body: 'Postings show pay ranges where employers share them. Ask about premiums for evenings, weekends and rural locations.' },
        { title: 'Your privacy', body: 'Employers only see your resume when you apply. Confidential postings reveal the employer after your application is reviewed.' },
      ],
    },
    {
      blockType: 'faq',
      heading: 'Common questions',
      items: [
        { question: 'Does it cost anything to use the marketplace?', answer: 'No. Creating an account, saving jobs, storing resumes and applying are free for professionals.' },
        { question: 'Can I apply without an account?', answer: 'You need an account to apply so that you can follow your applications. You can try the Resume Manager as a guest first.' },
      ],
    },
    {
      blockType: 'callToAction',
      heading: 'Thinking beyond your next job?',
      body: 'Many of our professionals go on to own a pharmacy or practice.',
      buttons: [cta('Ownership Inquiry', '/ownership-inquiry'), cta('About Us', '/about', 'secondary')],
    },
  ],
}

export const employerResources: SeedPage = {
  title: 'Employer Resources',
  slug: 'employer-resources',
  description: 'Guidance for Canadian pharmacies, clinics and practices on writing postings, screening candidates and retaining staff.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'For employers',
      heading: 'Resources for hiring healthcare teams',
      subheading: 'How to write postings that attract strong candidates, screen them fairly and keep them for the long term.',
      buttons: [cta('Post a Position', '/post-job')],
    },
    {
      blockType: 'serviceFeatures',
      heading: 'Hiring well',
      features: [
        { title: 'Write a clear posting', body: 'State the schedule, pay range, location and must-have licences. Postings with pay ranges receive noticeably more applications.' },
        { title: 'Confidential hiring', body: 'Replacing someone discreetly? Mark the posting confidential and your facility name stays hidden until you review an application.' },
        { title: 'Verify credentials', body: 'Confirm registration with the provincial college and check references before an offer. We can help with specialised roles.' },
        { title: 'Respond quickly', body: 'Strong candidates accept offers within days. Review applications promptly and keep candidates informed of their status.' },
        { title: 'Onboard deliberately', body: 'A structured first two weeks — systems, workflow and a named mentor — is the best predictor of retention.' },
        { title: 'Plan for coverage', body: 'Line up relief professionals before vacations and leaves so your counter never closes.' },
      ],
    },
    {
      blockType: 'callToAction',
      heading: 'See what hiring costs',
      body: 'A $5 posting fee, and placement fees only upon success.',
      buttons: [cta('See Pricing', '/pricing'), cta('About Us', '/about', 'secondary')],
    },
  ],
}
