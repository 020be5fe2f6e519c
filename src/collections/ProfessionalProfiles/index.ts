import type { CollectionConfig, PayloadRequest } from 'payload'

import { ownerField, ownerOrAdmin, ownerOrAdminField } from '@/access/owner'
import { hiddenUnlessAdmin } from '@/access/roles'
import { PROVINCES } from '@/domain/jobs/options'
import { COLLEGES } from '@/domain/profiles/colleges'
import { isGstHstNumber, normalizedGstHst } from '@/domain/profiles/gstHst'
import { AVAILABILITY, LANGUAGES, LICENCE_STATUSES, PROFILE_LIMITS } from '@/domain/profiles/options'
import { catalogues } from '@/i18n/catalogues'
import { adminOptions } from '@/i18n/enums'
import { requestTranslator } from '@/i18n/requestLanguage'

import { adminOrSubjectRead, adminRead, createProfiles, deleteProfiles, ownerOrAdminRead, readProfiles, verificationWrites } from './access'
import { licenceEndpoints } from './endpoints'
import { removeEvidence, resetVerification, validateProfile } from './hooks'

const label = (en: string, fr: string) => ({ en, fr })

/** Admin-panel options labelled from the site's catalogues, in both languages. */
const labelled = (values: readonly string[], pick: (messages: (typeof catalogues)['en-CA']) => Record<string, string>) =>
  values.map((value) => ({ value, label: label(pick(catalogues['en-CA'])[value] ?? value, pick(catalogues['fr-CA'])[value] ?? value) }))

/**
 * A professional's licence and experience, one per user, and where the licence's verification
 * stands. The person writes the profile (validated by the shared schema); only the admin's
 * recording endpoint writes verification results; changing the licence sends it back to the queue.
 */
export const ProfessionalProfiles: CollectionConfig = {
  slug: 'professional-profiles',
  labels: { singular: label('Professional profile', 'Profil professionnel'), plural: label('Professional profiles', 'Profils professionnels') },
  admin: {
    group: 'Marketplace',
    useAsTitle: 'licenseNumber',
    defaultColumns: ['user', 'licenseCollege', 'licenseNumber', 'licenceStatus', 'nextCheckAt'],
    hidden: hiddenUnlessAdmin,
  },
  access: { read: readProfiles, create: createProfiles, update: ownerOrAdmin('user'), delete: deleteProfiles },
  endpoints: licenceEndpoints,
  hooks: { beforeValidate: [validateProfile], beforeChange: [resetVerification], afterDelete: [removeEvidence] },
  fields: [
    // People write their own profile; only admins choose whose.
    ownerField({ name: 'user', setBy: 'request', required: true, unique: true }),
    { name: 'licenseProvince', label: label('Licence province', 'Province du permis'), type: 'select', options: adminOptions('province', PROVINCES) },
    {
      name: 'licenseCollege',
      label: label('Regulatory college', 'Ordre professionnel'),
      type: 'select',
      options: COLLEGES.map((college) => ({ value: college.id, label: { en: college.name.en, fr: college.name.fr } })),
    },
    { name: 'licenseNumber', label: label('Registration number', 'Numéro d’inscription'), type: 'text', maxLength: PROFILE_LIMITS.licenseNumber },
    { name: 'licenseType', label: label('Class of registration', 'Catégorie d’inscription'), type: 'text', maxLength: PROFILE_LIMITS.licenseType },
    {
      name: 'specializations',
      label: label('Specializations', 'Spécialisations'),
      type: 'text',
      hasMany: true,
      maxRows: PROFILE_LIMITS.specializations,
      maxLength: PROFILE_LIMITS.specialization,
    },
    { name: 'yearsExperience', label: label('Years of experience', 'Années d’expérience'), type: 'number', min: 0, max: PROFILE_LIMITS.yearsExperience, defaultValue: 0 },
    { name: 'languages', label: label('Languages spoken', 'Langues parlées'), type: 'select', hasMany: true, options: labelled(LANGUAGES, (m) => m.profile.languages) },
    { name: 'availability', label: label('Availability', 'Disponibilité'), type: 'select', hasMany: true, options: labelled(AVAILABILITY, (m) => m.profile.availability) },
    { name: 'workProvinces', label: label('Provinces they will work in', 'Provinces où travailler'), type: 'select', hasMany: true, options: adminOptions('province', PROVINCES) },
    // Their own GST/HST number, printed on their shift invoices: the owner and admins only, through every read.
    {
      name: 'gstHstNumber',
      label: label('GST/HST number', 'Numéro de TPS/TVH'),
      type: 'text',
      maxLength: 15,
      access: { read: ownerOrAdminField('user'), update: ownerOrAdminField('user') },
      hooks: { beforeValidate: [({ value }) => normalizedGstHst(value)] },
      validate: (value: unknown, { req }: { req: PayloadRequest }) => isGstHstNumber(value) || requestTranslator(req)('shifts.after.gstHstInvalid'),
    },
    {
      type: 'collapsible',
      label: label('Licence verification', 'Vérification du permis'),
      admin: { description: label('Recorded from the dashboard’s verification queue.', 'Consignée depuis la file de vérification du tableau de bord.') },
      fields: [
        {
          name: 'licenceStatus',
          label: label('Status', 'Statut'),
          type: 'select',
          defaultValue: 'unverified',
          index: true,
          options: labelled(LICENCE_STATUSES, (m) => m.licences.statuses),
          access: { ...ownerOrAdminRead, ...verificationWrites },
          admin: { readOnly: true },
        },
        // The one verification fact employers see: "Licence verified by us on <date>".
        { name: 'verifiedOn', label: label('Verified on', 'Vérifié le'), type: 'date', access: verificationWrites, admin: { readOnly: true } },
        { name: 'checkedAt', label: label('Checked on', 'Vérifié le (dernier contrôle)'), type: 'date', access: { ...adminOrSubjectRead, ...verificationWrites }, admin: { readOnly: true } },
        { name: 'checkedBy', label: label('Checked by', 'Vérifié par'), type: 'relationship', relationTo: 'users', access: { ...adminRead, ...verificationWrites }, admin: { readOnly: true } },
        { name: 'nextCheckAt', label: label('Next check', 'Prochain contrôle'), type: 'date', index: true, access: { ...adminOrSubjectRead, ...verificationWrites }, admin: { readOnly: true } },
        {
          name: 'evidence',
          label: label('Evidence', 'Preuve'),
          type: 'upload',
          relationTo: 'licence-evidence',
          access: { ...adminOrSubjectRead, ...verificationWrites },
          admin: { readOnly: true },
        },
        // In the verification queue: a new or changed licence, or one due for its re-check.
        { name: 'needsCheck', label: label('Awaiting a check', 'En attente de contrôle'), type: 'checkbox', defaultValue: false, index: true, access: { ...adminOrSubjectRead, ...verificationWrites }, admin: { readOnly: true } },
        { name: 'queuedAt', label: label('In the queue since', 'Dans la file depuis'), type: 'date', access: { ...adminOrSubjectRead, ...verificationWrites }, admin: { readOnly: true } },
      ],
    },
  ],
  timestamps: true,
}
