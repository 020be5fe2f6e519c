import type { GlobalConfig } from 'payload'

import { adminOnlyField, staffOnly } from '@/access/roles'
import { CREDIT_LIMITS } from '@/domain/credits/options'
import { RETENTION_DEFAULTS, RETENTION_LIMITS } from '@/domain/privacy/retention'

import { revalidateChrome } from './revalidateChrome'

/** The seeded postal address (the demo company's street in the site's city); editors change it. */
const DEFAULT_MAILING_ADDRESS = '100 King Street West, Suite 1600, Toronto, ON M5X 1A9'

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
    {
      // The sender's postal address, named in every marketing email (job alerts; CASL).
      name: 'mailingAddress',
      type: 'textarea',
      required: true,
      maxLength: 300,
      // A column default, so settings stored before this field existed name the demo company's street.
      defaultValue: DEFAULT_MAILING_ADDRESS,
      admin: { description: { en: 'Postal address named in job alert emails (required by Canada’s anti-spam law).', fr: 'Adresse postale indiquée dans les courriels d’alerte d’emploi (exigée par la loi canadienne anti-pourriel).' } },
    },
    { name: 'city', type: 'text', required: true, maxLength: 80, localized: true },
    {
      // Where people's inquiries (personal data editors may not read) are mailed: admins only.
      name: 'inquiryInbox',
      type: 'email',
      required: true,
      access: { read: adminOnlyField, update: adminOnlyField },
      admin: { description: { en: 'Staff inbox that receives ownership inquiries (admins only).', fr: 'Boîte de réception du personnel qui reçoit les demandes d’acquisition (administrateurs seulement).' } },
    },
    {
      name: 'stats',
      type: 'group',
      localized: true,
      admin: { description: { en: 'Marketing statistics shown on the site.', fr: 'Statistiques promotionnelles affichées sur le site.' } },
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
      admin: { description: { en: 'Posting fee in cents (CAD). 500 = $5.00. Admins only.', fr: 'Frais de publication en cents (CAD). 500 = 5,00 $. Administrateurs seulement.' } },
    },
    { name: 'currency', type: 'select', required: true, options: ['CAD'], defaultValue: 'CAD', access: { update: adminOnlyField } },
    {
      // Charged to a facility for each relief shift it books (docs/shifts.md); 0: booking is free.
      name: 'shiftBookingFeeCents',
      type: 'number',
      min: 0,
      max: 100_000,
      defaultValue: 0,
      access: { update: adminOnlyField },
      admin: { description: { en: 'Booking fee per filled relief shift in cents (CAD), plus tax; 0 = free. Admins only.', fr: 'Frais de réservation par quart de remplacement pourvu en cents (CAD), taxes en sus ; 0 = gratuit. Administrateurs seulement.' } },
    },
    {
      // Packs of postings a company buys at once (docs/credit-packs.md), e.g. 10 for the price of 8.
      name: 'creditPacks',
      type: 'array',
      maxRows: CREDIT_LIMITS.packs,
      access: { update: adminOnlyField },
      admin: { description: { en: 'Packs of postings sold at once, in cents (CAD). Admins only.', fr: 'Forfaits d’offres vendus d’un coup, en cents (CAD). Administrateurs seulement.' } },
      fields: [
        { name: 'size', type: 'number', required: true, min: CREDIT_LIMITS.minSize, max: CREDIT_LIMITS.maxSize },
        { name: 'priceCents', type: 'number', required: true, min: 50, max: CREDIT_LIMITS.maxPriceCents },
      ],
    },
    {
      name: 'listingDays',
      type: 'number',
      required: true,
      min: 1,
      max: 365,
      access: { update: adminOnlyField },
      admin: { description: { en: 'Days an approved posting stays listed. Admins only.', fr: 'Nombre de jours pendant lesquels une offre approuvée reste affichée. Administrateurs seulement.' } },
    },
    {
      // Sales tax (docs/sales-tax.md): with a number set, its taxes are charged at checkout and the
      // number is printed on receipts; with neither, nothing is charged (small supplier).
      name: 'gstHstNumber',
      type: 'text',
      maxLength: 30,
      access: { read: adminOnlyField, update: adminOnlyField },
      admin: { description: { en: 'GST/HST registration number (e.g. 123456789 RT0001). Empty: no GST/HST is charged. Admins only.', fr: 'Numéro d’inscription à la TPS/TVH (p. ex. 123456789 RT0001). Vide : aucune TPS/TVH n’est facturée. Administrateurs seulement.' } },
    },
    {
      // The seller as receipts and credit notes name it (docs/receipts.md). Admins only.
      name: 'sellerLegalName',
      type: 'text',
      maxLength: 200,
      access: { read: adminOnlyField, update: adminOnlyField },
      admin: { description: { en: 'The legal name printed on receipts. Admins only.', fr: 'La dénomination légale imprimée sur les reçus. Administrateurs seulement.' } },
    },
    {
      name: 'sellerAddress',
      type: 'textarea',
      maxLength: 500,
      access: { read: adminOnlyField, update: adminOnlyField },
      admin: { description: { en: 'The business address printed on receipts. Admins only.', fr: 'L’adresse d’affaires imprimée sur les reçus. Administrateurs seulement.' } },
    },
    {
      name: 'qstNumber',
      type: 'text',
      maxLength: 30,
      access: { read: adminOnlyField, update: adminOnlyField },
      admin: { description: { en: 'QST registration number (e.g. 1234567890 TQ0001). Empty, or without a GST/HST number: no QST is charged. Admins only.', fr: 'Numéro d’inscription à la TVQ (p. ex. 1234567890 TQ0001). Vide, ou sans numéro de TPS/TVH : aucune TVQ n’est facturée. Administrateurs seulement.' } },
    },
    {
      // How long personal data is kept (src/domain/privacy/retention.ts). Admins only through the API;
      // the privacy page states the periods (the RetentionPeriods block reads them as the server).
      name: 'retention',
      type: 'group',
      label: { en: 'Retention of personal data', fr: 'Conservation des renseignements personnels' },
      access: { read: adminOnlyField, update: adminOnlyField },
      admin: {
        description: {
          en: 'Enforced daily by the retention task and stated on the privacy page. Admins only.',
          fr: 'Appliquées chaque jour par la tâche de conservation et indiquées dans la politique de confidentialité. Administrateurs seulement.',
        },
      },
      fields: [
        {
          name: 'guestResumeDays',
          type: 'number',
          required: true,
          defaultValue: RETENTION_DEFAULTS.guestResumeDays,
          ...RETENTION_LIMITS.guestResumeDays,
          label: { en: 'Guest resumes: days untouched before deletion', fr: 'CV d’invités : jours sans activité avant suppression' },
        },
        {
          name: 'applicationYears',
          type: 'number',
          required: true,
          defaultValue: RETENTION_DEFAULTS.applicationYears,
          ...RETENTION_LIMITS.applicationYears,
          label: { en: 'Applications: years after the posting ended before anonymising', fr: 'Candidatures : années après la fin de l’offre avant l’anonymisation' },
        },
        {
          name: 'unverifiedAccountDays',
          type: 'number',
          required: true,
          defaultValue: RETENTION_DEFAULTS.unverifiedAccountDays,
          ...RETENTION_LIMITS.unverifiedAccountDays,
          label: { en: 'Unconfirmed accounts: days before removal', fr: 'Comptes non confirmés : jours avant suppression' },
        },
      ],
    },
  ],
  hooks: { afterChange: [revalidateChrome] },
}
