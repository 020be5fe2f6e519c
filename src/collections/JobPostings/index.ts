import type { CollectionConfig } from 'payload'

import { PRIVATE_OWNER, privateOwner } from '@/access/privateOwner'
import { adminOnlyField, hiddenUnlessAdmin, roleOrAdmin } from '@/access/roles'
import { serverOnlyWrites } from '@/access/server'
import { historyField } from '@/collections/StatusChanges/historyField'
import { companyOf } from '@/domain/companies/membership'
import { adminOptions } from '@/i18n/enums'
import en from '@/i18n/messages/en'
import fr from '@/i18n/messages/fr'
import { EMPLOYMENT_TYPES, EXPERIENCE_LEVELS, JOB_STATUSES, PAY_UNITS, POSITION_TYPES, PROVINCES, YES_NO } from '@/domain/jobs/options'
import { DEFAULT_HOURS_PER_YEAR, HOURS_PER_YEAR, LANGUAGE_REASON_MAX } from '@/domain/jobs/postingLaw'

import { companyRead, contactRead, postingCompanyRead, internalOnlyRead, internalRead, readJobs, serverWrites, updateJobs } from './access'
import { jobEndpoints } from './endpoints'
import { auditCreation } from './hooks/auditCreation'
import { expireOnChange, expireOnDelete } from './hooks/expirePublicViews'
import { geocodePosting } from './hooks/geocodePosting'
import { keepVisibilityFields } from './hooks/keepVisibilityFields'
import { notifyGoogleOnChange, notifyGoogleOnDelete } from './hooks/notifyGoogle'
import { prepareJob } from './hooks/prepareJob'
import { removeDependents } from './hooks/removeDependents'
import { screeningQuestionsField } from './screeningField'

/** The French fields' hint in the admin panel, in its language. */
const FRENCH_VERSION = { en: en.jobs.frenchVersionAdmin, fr: fr.jobs.frenchVersionAdmin }

export const JobPostings: CollectionConfig = {
  slug: 'job-postings',
  admin: {
    group: 'Marketplace',
    useAsTitle: 'title',
    defaultColumns: ['title', 'location', 'status', 'paid', 'postedDate', 'createdAt'],
    hidden: hiddenUnlessAdmin,
    components: {
      beforeListTable: ['@/components/admin/SeedSampleJobs#SeedSampleJobs'],
      edit: { beforeDocumentControls: ['@/components/admin/JobModeration#JobModeration'] },
    },
  },
  // Employers post (and pay); admins post for free. Nobody deletes: an admin archives (POST
  // /:id/archive) and the retention task removes archived postings after three years (domain/jobs/archive.ts).
  // The status, payment, listing and archive fields are the server's: the lifecycle and the archive write
  // them, each call marked with its posting (domain/jobs/serverWrite.ts, ./access.ts); no client does.
  access: { read: readJobs, create: roleOrAdmin('employer'), update: updateJobs, delete: () => false },
  defaultSort: '-postedDate',
  endpoints: jobEndpoints,
  // (latitude, longitude): a distance search's bounding box (domain/places/distance.ts) reads a few index entries, not every posting.
  indexes: [{ fields: ['status', 'postedDate'] }, { fields: ['latitude', 'longitude'] }],
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    { name: 'company', type: 'text', required: true, maxLength: 120, access: { read: companyRead } },
    { name: 'confidential', type: 'checkbox', defaultValue: false, admin: { description: { en: 'Hide the company name even once paid.', fr: 'Masquer le nom de l’entreprise, même une fois l’offre payée.' } } },
    { name: 'location', type: 'text', required: true, maxLength: 120 },
    { name: 'city', type: 'text', maxLength: 80 },
    { name: 'province', type: 'select', options: adminOptions('province', PROVINCES), index: true },
    { name: 'remote', type: 'checkbox', defaultValue: false, index: true },
    {
      // Where the posting is, for distance search: set by the server from its city, province and location
      // (hooks/geocodePosting.ts, docs/places.md), empty when the gazetteer does not know the place. Public, as the city is.
      type: 'row',
      fields: [
        { name: 'latitude', type: 'number', access: serverOnlyWrites, admin: { readOnly: true } },
        { name: 'longitude', type: 'number', access: serverOnlyWrites, admin: { readOnly: true } },
      ],
    },
    { name: 'salaryRange', type: 'text', maxLength: 80 },
    {
      type: 'row',
      fields: [
        { name: 'payMin', type: 'number', min: 0, max: 10_000_000 },
        { name: 'payMax', type: 'number', min: 0, max: 10_000_000 },
        { name: 'payUnit', type: 'select', options: adminOptions('payUnit', PAY_UNITS) },
      ],
    },
    // The provinces' posting laws (domain/jobs/postingLaw.ts, docs/posting-law.md): pay is required on every
    // posting people create or change (not in the database: older rows may lack it).
    {
      name: 'hoursPerYear',
      type: 'number',
      min: HOURS_PER_YEAR.min,
      max: HOURS_PER_YEAR.max,
      defaultValue: DEFAULT_HOURS_PER_YEAR,
      admin: { description: { en: 'Hours a year the hourly pay is for (Ontario converts hourly ranges at it).', fr: 'Heures par année sur lesquelles porte le salaire horaire (l’Ontario convertit les fourchettes horaires avec ce nombre).' } },
    },
    {
      type: 'row',
      fields: [
        { name: 'existingVacancy', type: 'select', options: adminOptions('yesNo', YES_NO), admin: { description: { en: 'Ontario: is the posting for an existing vacancy?', fr: 'Ontario : l’offre vise-t-elle un poste vacant existant ?' } } },
        { name: 'aiScreening', type: 'select', options: adminOptions('yesNo', YES_NO), admin: { description: { en: 'Ontario: is AI used to screen, assess or select applicants?', fr: 'Ontario : l’IA sert-elle à présélectionner, évaluer ou choisir les candidats ?' } } },
      ],
    },
    { name: 'otherLanguageRequired', type: 'checkbox', defaultValue: false, admin: { description: { en: 'Quebec: the job requires a language other than French.', fr: 'Québec : le poste exige une autre langue que le français.' } } },
    { name: 'languageRequirementReason', type: 'textarea', maxLength: LANGUAGE_REASON_MAX, admin: { description: { en: 'Quebec: why the job requires that language (shown on the posting).', fr: 'Québec : pourquoi le poste exige cette langue (affiché sur l’offre).' } } },
    { name: 'contactEmail', type: 'email', required: true, access: { read: contactRead } },
    { name: 'description', type: 'textarea', required: true, maxLength: 10_000 },
    { name: 'requirements', type: 'textarea', required: true, maxLength: 5_000 },
    // The French version: read and written as the English fields are. Required in Quebec before a
    // posting is paid for or published (domain/jobs/frenchText.ts).
    { name: 'titleFr', type: 'text', maxLength: 120, admin: { description: FRENCH_VERSION } },
    { name: 'descriptionFr', type: 'textarea', maxLength: 10_000, admin: { description: FRENCH_VERSION } },
    { name: 'requirementsFr', type: 'textarea', maxLength: 5_000, admin: { description: FRENCH_VERSION } },
    { name: 'positionType', type: 'select', required: true, options: adminOptions('positionType', POSITION_TYPES), index: true },
    {
      name: 'employmentType',
      type: 'select',
      required: true,
      defaultValue: 'full-time',
      options: adminOptions('employmentType', EMPLOYMENT_TYPES),
      index: true,
    },
    { name: 'experienceLevel', type: 'select', options: adminOptions('experienceLevel', EXPERIENCE_LEVELS), index: true },
    { name: 'tags', type: 'text', hasMany: true, maxRows: 12 },
    { name: 'isUrgent', type: 'checkbox', defaultValue: false, index: true },
    // Applicants need a licence we verified (the apply endpoint refuses others).
    { name: 'requiresVerifiedLicence', type: 'checkbox', defaultValue: false, label: { en: 'Requires a verified licence', fr: 'Permis vérifié exigé' } },
    screeningQuestionsField,
    {
      // The company the posting belongs to: its members manage it. Set by the server to the creating
      // employer's company (admins choose). It names the company, so it follows the company's visibility.
      name: 'facility',
      type: 'relationship',
      relationTo: 'facilities',
      index: true,
      access: { read: postingCompanyRead, create: adminOnlyField, update: adminOnlyField },
      // Members may list their own company's postings by it.
      custom: privateOwner(companyOf),
      admin: { position: 'sidebar' },
    },
    {
      // Always set by the server (prepareJob, lifecycle); never required from a client.
      name: 'status',
      type: 'select',
      defaultValue: 'draft',
      index: true,
      options: adminOptions('jobStatus', JOB_STATUSES),
      access: serverWrites,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      // Spec's `active` flag, derived from the status so the two can never disagree.
      name: 'active',
      type: 'checkbox',
      virtual: true,
      admin: { hidden: true },
      hooks: { afterRead: [({ siblingData }) => siblingData.status === 'active'] },
    },
    { name: 'paid', type: 'checkbox', defaultValue: false, access: serverWrites, admin: { position: 'sidebar', readOnly: true } },
    // Paid with one of the company's posting credits rather than a checkout: a rejection gives the credit back.
    { name: 'paidWithCredit', type: 'checkbox', defaultValue: false, access: { ...serverWrites, read: adminOnlyField }, admin: { position: 'sidebar', readOnly: true } },
    { name: 'postedDate', type: 'date', index: true, access: serverWrites, admin: { position: 'sidebar', readOnly: true } },
    { name: 'validThrough', type: 'date', index: true, access: serverWrites, admin: { position: 'sidebar', readOnly: true } },
    {
      // When the posting came down (closed, expired, or archived by an admin): out of every public and
      // employer list from then, kept three years (domain/jobs/archive.ts).
      name: 'archivedAt',
      type: 'date',
      index: true,
      access: serverWrites,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'createdBy',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      // Who created it (a member of its company at the time; cleared when they leave it).
      access: { ...serverOnlyWrites, read: internalRead },
      custom: PRIVATE_OWNER,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'rejectionReason',
      type: 'text',
      maxLength: 500,
      access: { ...serverWrites, read: internalOnlyRead },
      admin: { readOnly: true },
    },
    {
      name: 'stripeCheckoutSessionId',
      type: 'text',
      index: true,
      access: { ...serverWrites, read: adminOnlyField },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      // The fee charged for the stored session: a payment must match it, even if the site's fee has changed since.
      name: 'checkoutAmountCents',
      type: 'number',
      access: { ...serverWrites, read: adminOnlyField },
      admin: { position: 'sidebar', readOnly: true, description: { en: 'Cents.', fr: 'En cents.' } },
    },
    {
      name: 'checkoutCurrency',
      type: 'text',
      access: { ...serverWrites, read: adminOnlyField },
      admin: { position: 'sidebar', readOnly: true },
    },
    // The stored session's lines and taxes as priced (domain/receipts/sale.ts): its receipt's figures.
    { name: 'checkoutSale', type: 'json', access: { ...serverOnlyWrites, read: adminOnlyField }, admin: { position: 'sidebar', readOnly: true } },
    {
      name: 'stripePaymentIntentId',
      type: 'text',
      access: { ...serverWrites, read: adminOnlyField },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      // The listing end (validThrough) the last expiry reminder was sent for; a renewed posting's new end gets its own (notices.ts).
      name: 'expiryReminderFor',
      type: 'date',
      access: { ...serverOnlyWrites, read: adminOnlyField },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      // Lower-cased search text (trigram-indexed by migration); maintained by prepareJob.
      name: 'searchText',
      type: 'textarea',
      access: { ...serverOnlyWrites, read: adminOnlyField },
      admin: { hidden: true },
    },
    {
      // Its French part alone (French pages rank postings matching their French text first); maintained by prepareJob.
      name: 'searchTextFr',
      type: 'textarea',
      access: { ...serverOnlyWrites, read: adminOnlyField },
      admin: { hidden: true },
    },
    // The parts relevance weighs above the rest (titles, position type, place; domain/jobs/searchParts.ts),
    // folded; the database derives the weighted word vector `search_vector` from them (searchIndexes.ts).
    ...(['searchTitle', 'searchType', 'searchPlace'] as const).map((name) => ({
      name,
      type: 'textarea' as const,
      access: { ...serverOnlyWrites, read: adminOnlyField },
      admin: { hidden: true },
    })),
    historyField('jobPosting'),
  ],
  hooks: {
    beforeOperation: [keepVisibilityFields],
    beforeChange: [prepareJob, geocodePosting],
    afterChange: [auditCreation, expireOnChange, notifyGoogleOnChange],
    beforeDelete: [removeDependents],
    afterDelete: [expireOnDelete, notifyGoogleOnDelete],
  },
  timestamps: true,
}
