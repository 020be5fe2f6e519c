import type { CollectionConfig, FieldAccess } from 'payload'

import { adminOnly, adminOnlyField, anyone, hiddenUnlessAdmin, nobodyField } from '@/access/roles'
import { markedRequest } from '@/access/server'
import { ACCOMMODATION_MAX, COMPANY_LIMITS, COMPANY_LOGO, COMPANY_SIZES } from '@/domain/companies/options'
import { MAX_COMPANY_TAGS, MAX_TAG_LENGTH, MAX_TEMPLATE_BODY, MAX_TEMPLATE_SUBJECT } from '@/domain/pipeline/options'
import { isSlug } from '@/domain/companies/slug'
import { isWebsite } from '@/domain/companies/website'
import { COMPANY_TYPES, PROVINCES } from '@/domain/jobs/options'
import { adminOptions } from '@/i18n/enums'

import { createCompany, membersRead, updateCompany } from './access'
import { companyEndpoints } from './endpoints'
import { joinOwner, prepareCompany, removeInvitations } from './hooks/companyMembership'
import { expireListsOnChange, expireListsOnDelete } from './hooks/expirePostingLists'

/** Admins choose a logo from the site's media; owners upload theirs through the logo flow. */
const adminOrLogoFlow: FieldAccess = (args) => adminOnlyField(args) || markedRequest(COMPANY_LOGO)(args)

/**
 * An employer's company: its public page `/employers/<slug>`, its members (`users.company`,
 * written only by the server: creating it, invitations, leaving) and its postings
 * (`job-postings.facility`). Members manage the company's postings and applicants; its owner edits
 * the page and the team (docs/companies.md). In code it is a company (type `Company`); its slug
 * stays `facilities`, as do the posting's `facility` field and the tables, because they are the
 * REST API's addresses and fields (`/api/facilities/mine`) and the database's names.
 */
export const Companies: CollectionConfig = {
  slug: 'facilities',
  typescript: { interface: 'Company' },
  labels: { singular: { en: 'Company', fr: 'Entreprise' }, plural: { en: 'Companies', fr: 'Entreprises' } },
  admin: { group: 'Marketplace', useAsTitle: 'name', defaultColumns: ['name', 'slug', 'type', 'province', 'owner'], hidden: hiddenUnlessAdmin },
  access: { read: anyone, create: createCompany, update: updateCompany, delete: adminOnly },
  endpoints: companyEndpoints,
  hooks: {
    beforeChange: [prepareCompany],
    afterChange: [joinOwner, expireListsOnChange],
    beforeDelete: [removeInvitations],
    afterDelete: [expireListsOnDelete],
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: COMPANY_LIMITS.name },
    {
      // Set from the name when the company is made; only admins change it (links stay valid).
      name: 'slug',
      type: 'text',
      unique: true,
      index: true,
      access: { create: adminOnlyField, update: adminOnlyField },
      validate: (value: unknown) => value == null || value === '' || (typeof value === 'string' && isSlug(value)) || 'Lower-case letters, digits and dashes only.',
      admin: { position: 'sidebar' },
    },
    { name: 'type', type: 'select', required: true, defaultValue: 'pharmacy', options: adminOptions('facilityType', COMPANY_TYPES) },
    { name: 'logo', type: 'upload', relationTo: 'media', access: { create: adminOnlyField, update: adminOrLogoFlow } },
    { name: 'description', type: 'textarea', maxLength: COMPANY_LIMITS.description },
    {
      name: 'website',
      type: 'text',
      maxLength: COMPANY_LIMITS.website,
      validate: (value: unknown) => value == null || value === '' || (typeof value === 'string' && isWebsite(value)) || 'A web address starting with https:// or http://.',
    },
    { name: 'city', type: 'text', maxLength: COMPANY_LIMITS.city },
    { name: 'province', type: 'select', options: adminOptions('province', PROVINCES) },
    { name: 'size', type: 'select', options: adminOptions('companySize', COMPANY_SIZES), admin: { description: { en: 'Employees.', fr: 'Nombre d’employés.' } } },
    // The accommodation notice of its public postings and their apply dialog, in each language (empty: the
    // lawful default; domain/companies/accommodation.ts). Public, as the postings showing it are.
    ...(['accommodationEn', 'accommodationFr'] as const).map((name) => ({
      name,
      type: 'textarea' as const,
      maxLength: ACCOMMODATION_MAX,
      admin: { description: { en: 'Accommodation for applicants with disabilities (empty: the site’s default).', fr: 'Mesures d’adaptation pour les candidats handicapés (vide : le texte par défaut du site).' } },
    })),
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      access: { read: membersRead, create: adminOnlyField, update: adminOnlyField },
      admin: { position: 'sidebar' },
    },
    // Members who, with the owner, read the company's receipts and are emailed them (docs/receipts.md).
    // The owner edits it as the rest of the company; someone no longer a member is ignored.
    { name: 'billingMembers', type: 'relationship', relationTo: 'users', hasMany: true, maxRows: 50, access: { read: membersRead } },
    // The pipeline's settings (docs/pipeline.md), the owner's to edit in the workspace: the tags its
    // team puts on applications, and the status email in each language (empty: the default).
    // Posting credits bought in packs (docs/credit-packs.md): the team's to spend, moved only by the server's SQL.
    { name: 'postingCredits', type: 'number', defaultValue: 0, min: 0, access: { read: membersRead, create: nobodyField, update: nobodyField }, admin: { readOnly: true } },
    {
      name: 'pipelineTags',
      type: 'text',
      hasMany: true,
      maxRows: MAX_COMPANY_TAGS,
      maxLength: MAX_TAG_LENGTH,
      access: { read: membersRead },
    },
    {
      name: 'statusEmail',
      type: 'group',
      access: { read: membersRead },
      fields: [
        { name: 'subjectEn', type: 'text', maxLength: MAX_TEMPLATE_SUBJECT },
        { name: 'bodyEn', type: 'textarea', maxLength: MAX_TEMPLATE_BODY },
        { name: 'subjectFr', type: 'text', maxLength: MAX_TEMPLATE_SUBJECT },
        { name: 'bodyFr', type: 'textarea', maxLength: MAX_TEMPLATE_BODY },
      ],
    },
  ],
  timestamps: true,
}
