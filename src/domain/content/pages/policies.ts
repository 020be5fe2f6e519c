import messages from '@/i18n/messages/en' // the English seed content

import { h2, p, richText, ul } from '../lexical'

import { cta, type SeedPage } from './types'

const email = messages.site.contactEmail

export const terms: SeedPage = {
  title: 'Terms of Service',
  slug: 'terms',
  description: 'The terms that apply to employers, facilities and professionals using our healthcare staffing marketplace.',
  layout: [
    {
      blockType: 'richText',
      content: richText(
        p('Last updated: January 2024'),
        p('These terms govern your use of our website and marketplace. By creating an account or posting a position you agree to them.'),
        h2('Accounts'),
        p('You must give accurate information and keep your password private. You are responsible for activity on your account. We may suspend accounts that break these terms or the law.'),
        h2('Job postings'),
        ul([
          'Every posting requires a $5 payment to activate.',
          'Postings are subject to review and approval by our team before they are activated and shown to professionals.',
          'We may decline a posting that is inaccurate, discriminatory or unlawful; the posting fee is then refunded.',
          'An approved posting stays listed for 30 days unless you close it earlier.',
        ]),
        h2('Placements and fees'),
        p('Placement fees are quoted before a search begins and are due only upon successful placement. Full-time placements include a 90-day guarantee as described on our [pricing page](/pricing).'),
        h2('Professionals'),
        p('Professionals use the marketplace free of charge. You decide which employers see your resume by applying to their postings. Information you provide must be truthful, including licences and experience.'),
        h2('Acceptable use'),
        p('Do not scrape the site, misuse other users’ personal information, or contact candidates introduced through us to avoid placement fees (see our [Anti-Theft Policy](/anti-theft)).'),
        h2('Liability'),
        p('We provide the marketplace as is. Employers remain responsible for verifying credentials and for employment decisions. Our liability is limited to the fees you paid us in the twelve months before a claim.'),
        h2('Contact'),
        p(`Questions about these terms: ${email}. These terms are governed by the laws of Ontario and the federal laws of Canada that apply there.`),
      ),
    },
    { blockType: 'callToAction', tone: 'light', heading: 'Questions about pricing?', buttons: [cta('See Pricing', '/pricing', 'secondary')] },
  ],
}

export const privacy: SeedPage = {
  title: 'Privacy Policy',
  slug: 'privacy',
  description: 'How we collect, use and protect personal information, including resumes, under PIPEDA.',
  layout: [
    {
      blockType: 'richText',
      content: richText(
        p('Last updated: January 2024'),
        p('We respect your privacy and handle personal information in line with the Personal Information Protection and Electronic Documents Act (PIPEDA).'),
        h2('What we collect'),
        ul([
          'Account details: your name, email address and password (stored only as a secure hash).',
          'Resumes and cover letters you upload, and the applications you submit.',
          'Job postings and payment confirmations for employers (card details are handled by our payment processor, never stored by us).',
          'Messages you send us, such as ownership inquiries.',
        ]),
        h2('How we use it'),
        p('To run the marketplace: to show your applications to the employers you apply to, to send the emails you expect (confirmations, status changes, receipts) and to keep the service secure.'),
        h2('Who can see your resume'),
        p('Only you, the employers whose postings you apply to, and our administrators. Resumes are stored privately and every download is checked against these rules.'),
        h2('Your choices'),
        p(`You can update or delete your resumes at any time in the Resume Manager. To access, correct or delete other personal information, email ${email}. We answer within 30 days.`),
        h2('Retention and security'),
        p('We keep personal information only as long as needed for these purposes or as the law requires, protect it with encryption in transit and access controls, and notify you of any breach that poses a real risk of significant harm.'),
      ),
    },
    { blockType: 'callToAction', tone: 'light', heading: 'Want to know more about us?', buttons: [cta('About Us', '/about', 'secondary')] },
  ],
}

export const antiTheft: SeedPage = {
  title: 'Anti-Theft Policy',
  slug: 'anti-theft',
  description: 'Our policy on candidate circumvention: hiring a professional introduced by us without paying the agreed placement fee.',
  layout: [
    {
      blockType: 'richText',
      content: richText(
        p('Our business depends on the trust of the facilities and professionals we introduce to each other. This policy explains what counts as circumventing a placement and what happens if it occurs.'),
        h2('What this policy covers'),
        ul([
          'Hiring, directly or through another agency, a professional you first learned about through our marketplace, within 12 months of the introduction, without paying the agreed placement fee.',
          'Passing a candidate’s details to another employer or agency.',
          'Asking a professional to apply outside the marketplace to avoid fees.',
        ]),
        h2('What happens'),
        p('Circumvention makes the full placement fee payable, and we may close the accounts involved. We review every report fairly and give you the chance to respond before taking action.'),
        h2('Professionals are protected'),
        p('This policy applies to employers. Professionals are always free to accept any job they choose, and are never charged a fee by us.'),
        h2('Report a concern'),
        p(`Email ${messages.site.contactEmail}. Reports are confidential.`),
      ),
    },
    { blockType: 'callToAction', tone: 'light', heading: 'See how our fees work', buttons: [cta('See Pricing', '/pricing', 'secondary')] },
  ],
}
