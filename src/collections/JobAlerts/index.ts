import type { CollectionConfig, FieldAccess } from 'payload'

import { ownerField } from '@/access/owner'
import { adminOnlyField, hiddenUnlessAdmin, nobodyField } from '@/access/roles'
import { markedRequest, serverOnlyWrites } from '@/access/server'
import { ALERT_FREQUENCIES, ALERT_KINDS, ALERT_LANGUAGES, ALERT_NEAR_MAX, ALERT_PAY_PERIODS, ALERT_Q_MAX, ALERT_STATUSES } from '@/domain/alerts/options'
import { CHIP_IDS } from '@/domain/jobs/chips'
import { POSITION_TYPES, PROVINCES } from '@/domain/jobs/options'
import { SHIFT_FILTER } from '@/domain/shifts/options'
import { adminOptions } from '@/i18n/enums'

import { deleteAlerts, flowField, flowWrites, ownersOrFlow, readAlerts, subscribing } from './access'
import { alertEndpoints } from './endpoints'
import { keepSearchKey, withdrawConsentOnDelete } from './hooks'

const label = (en: string, fr: string) => ({ en, fr })

/** Pause and resume: only the owners' endpoints, which mark their request (the API cannot set context). */
const changingStatus = markedRequest('changingAlertStatus')
/** The status and the cursor: pause and resume, and the flows' calls on their alert (./access.ts). */
const statusWrites = { create: flowField, update: (args: Parameters<FieldAccess>[0]) => changingStatus(args) || flowField(args) }

/**
 * A saved Find Work search, or a relief-shift search (`kind: 'shifts'`), mailed to an address (docs/alerts.md). Made only by the subscribe
 * endpoint (src/domain/alerts/subscribe.ts); pending until its consent is confirmed; the digest
 * (another task) mails active ones. Owners read theirs and change the search and frequency; guests
 * have no account and manage theirs with the links in the emails.
 */
export const JobAlerts: CollectionConfig = {
  slug: 'job-alerts',
  labels: { singular: label('Job alert', 'Alerte d’emploi'), plural: label('Job alerts', 'Alertes d’emploi') },
  admin: {
    group: 'Marketplace',
    useAsTitle: 'email',
    defaultColumns: ['email', 'kind', 'q', 'frequency', 'status', 'lastSentAt'],
    hidden: hiddenUnlessAdmin,
  },
  // Owners and admins; the alert flows (subscribe, the confirmation and unsubscribe links) on the alert they name, and only subscribe creates;
  // the export and erasure of a person's data read and delete that person's alerts (./access.ts).
  access: { read: readAlerts, create: subscribing, update: ownersOrFlow, delete: deleteAlerts },
  defaultSort: '-createdAt',
  endpoints: alertEndpoints,
  hooks: { beforeChange: [keepSearchKey], beforeDelete: [withdrawConsentOnDelete] },
  fields: [
    { ...ownerField({ name: 'owner', setBy: 'server', admin: { position: 'sidebar' } }), access: flowWrites },
    { name: 'email', type: 'email', required: true, index: true, access: flowWrites },
    { name: 'language', type: 'select', required: true, defaultValue: 'en', options: [...ALERT_LANGUAGES], access: flowWrites },
    // What the alert mails: Find Work's postings (every alert saved before shift alerts) or open relief shifts.
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'jobs',
      index: true,
      options: [
        { value: ALERT_KINDS[0], label: label('Job postings', 'Offres d’emploi') },
        { value: ALERT_KINDS[1], label: label('Relief shifts', 'Quarts de remplacement') },
      ],
      access: flowWrites,
      admin: { position: 'sidebar', readOnly: true },
    },
    // A shift alert's search (docs/alerts.md, Shift alerts): /shifts' own filters; the hook checks them with its rules.
    {
      name: 'shift',
      type: 'group',
      label: label('Shift search', 'Recherche de quarts'),
      admin: { condition: (data) => data?.kind === 'shifts' },
      fields: [
        { name: 'near', type: 'text', maxLength: ALERT_NEAR_MAX, label: label('Near (city or postal code)', 'Près de (ville ou code postal)') },
        { name: 'km', type: 'number', min: 1, max: SHIFT_FILTER.maxKm, label: label('Distance (km)', 'Distance (km)') },
        { name: 'positionType', type: 'select', options: adminOptions('positionType', POSITION_TYPES), label: label('Position type', 'Type de poste') },
        { name: 'minRateCents', type: 'number', min: 0, max: SHIFT_FILTER.maxMinRateCents, label: label('Lowest hourly rate (cents)', 'Taux horaire minimal (cents)') },
      ],
    },
    { name: 'q', type: 'text', maxLength: ALERT_Q_MAX, label: label('Search words', 'Mots recherchés') },
    { name: 'chips', type: 'select', hasMany: true, options: [...CHIP_IDS], label: label('Filters', 'Filtres') },
    // Find Work's filters (docs/alerts.md); the hook keeps them in Find Work's normal form.
    { name: 'provinces', type: 'select', hasMany: true, options: adminOptions('province', PROVINCES), label: label('Provinces', 'Provinces') },
    { name: 'types', type: 'select', hasMany: true, options: adminOptions('positionType', POSITION_TYPES), label: label('Position types', 'Types de poste') },
    { name: 'near', type: 'text', maxLength: ALERT_NEAR_MAX, label: label('Near (city or postal code)', 'Près de (ville ou code postal)') },
    { name: 'radius', type: 'number', label: label('Distance (km)', 'Distance (km)') },
    { name: 'hideRemote', type: 'checkbox', defaultValue: false, label: label('Hide remote positions', 'Masquer les postes à distance') },
    { name: 'pay', type: 'number', min: 0, label: label('Minimum pay', 'Salaire minimum') },
    { name: 'per', type: 'select', options: [...ALERT_PAY_PERIODS], label: label('Pay per', 'Salaire par') },
    {
      name: 'frequency',
      type: 'select',
      required: true,
      defaultValue: 'daily',
      options: [
        { value: ALERT_FREQUENCIES[0], label: label('As they come (at most hourly)', 'Au fur et à mesure (au plus une fois l’heure)') },
        { value: ALERT_FREQUENCIES[1], label: label('Daily', 'Quotidienne') },
        { value: ALERT_FREQUENCIES[2], label: label('Weekly', 'Hebdomadaire') },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [...ALERT_STATUSES],
      access: statusWrites,
      admin: { position: 'sidebar', readOnly: true },
    },
    { name: 'confirmedAt', type: 'date', access: flowWrites, admin: { position: 'sidebar', readOnly: true } },
    { name: 'unsubscribedAt', type: 'date', access: flowWrites, admin: { position: 'sidebar', readOnly: true } },
    // The digest's cursor: postings that became active after it are new (set to the confirmation time on activation).
    // (Resuming a paused alert moves it to the resume time: nothing from the pause is sent.)
    { name: 'lastRunAt', type: 'date', index: true, access: statusWrites, admin: { position: 'sidebar', readOnly: true } },
    { name: 'lastSentAt', type: 'date', access: serverOnlyWrites, admin: { position: 'sidebar', readOnly: true } },
    // The consent this alert runs on (its proof is admins' to read).
    {
      name: 'consent',
      type: 'relationship',
      relationTo: 'alert-consents',
      access: { read: adminOnlyField, ...flowWrites },
      admin: { position: 'sidebar', readOnly: true },
    },
    // One alert per address and search (the database refuses a second): a digest of both, kept by a hook.
    { name: 'searchKey', type: 'text', unique: true, hidden: true, access: { read: nobodyField, ...serverOnlyWrites } },
    // The emailed confirmation link: only its hash, and when it stops working.
    { name: 'confirmTokenHash', type: 'text', index: true, hidden: true, access: { read: nobodyField, ...flowWrites } },
    { name: 'confirmExpiresAt', type: 'date', hidden: true, access: { read: nobodyField, ...flowWrites } },
  ],
  timestamps: true,
}
