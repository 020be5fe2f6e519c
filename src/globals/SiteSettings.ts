import type { GlobalConfig } from 'payload'

import { adminOnlyField, staffOnly } from '@/access/roles'

import { revalidateChrome } from './revalidateChrome'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  admin: { group: 'Site' },
  access: { read: () => true, update: staffOnly },
  // Localization: the words people read (site name, city, the marketing figures, whose French
  // typography differs: "1 200+", "98 %"). Contact details, the inbox, the fee and the listing
  // days are one value for both languages.
  fields: [
    { name: 'siteName', type: 'text', required: true, maxLength: 80, localized: true },
    { name: 'contactEmail', type: 'email', required: true },
    { name: 'contactPhone', type: 'text', required: true, maxLength: 40 },
    { name: 'city', type: 'text', required: true, maxLength: 80, localized: true },
    {
      // Where people's inquiries (personal data editors may not read) are mailed: admins only.
      name: 'inquiryInbox',
      type: 'email',
      required: true,
      access: { read: adminOnlyField, update: adminOnlyField },
      admin: { description: 'Staff inbox that receives ownership inquiries (admins only).' },
    },
    {
      name: 'stats',
      type: 'group',
      localized: true,
      admin: { description: 'Marketing statistics shown on the site.' },
      fields: [
        { name: 'professionals', type: 'text', required: true, maxLength: 20 },
        { name: 'facilities', type: 'text', required: true, maxLength: 20 },
        { name: 'positionsFilled', type: 'text', required: true, maxLength: 20 },
        { name: 'successRate', type: 'text', required: true, maxLength: 20 },
      ],
    },
    {
      name: 'postingFeeCents',
      type: 'number',
      required: true,
      min: 50,
      max: 100_000,
      access: { update: adminOnlyField },
      admin: { description: 'Posting fee in cents (CAD). 500 = $5.00. Admins only.' },
    },
    { name: 'currency', type: 'select', required: true, options: ['CAD'], defaultValue: 'CAD', access: { update: adminOnlyField } },
    {
      name: 'listingDays',
      type: 'number',
      required: true,
      min: 1,
      max: 365,
      access: { update: adminOnlyField },
      admin: { description: 'Days an approved posting stays listed. Admins only.' },
    },
  ],
  hooks: { afterChange: [revalidateChrome] },
}
