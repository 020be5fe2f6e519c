import type { Access, CollectionConfig } from 'payload'

import { adminOnly, hiddenUnlessAdmin, nobody } from '@/access/roles'
import { markedRequest } from '@/access/server'
import { RECORDING_ALERT_CONSENT } from '@/domain/alerts/consent'
import { ALERT_LANGUAGES, CONSENT_METHODS } from '@/domain/alerts/options'
import { alertRecordsOf } from '@/domain/privacy/entries/alerts'
import { orPrivacySubject } from '@/domain/privacy/mark'

const label = (en: string, fr: string) => ({ en, fr })

/**
 * Proof of consent to job alerts (CASL; docs/alerts.md): who agreed (the address, the account if
 * any), to what (the exact wording shown, in its language), how, where and when, and when it was
 * confirmed and withdrawn. Written only by the server (src/domain/alerts/consent.ts, whose calls
 * mark their request); admins read it; nobody creates, edits or deletes it through the API. Kept
 * after the alert is gone, with `withdrawnAt` set.
 */
const recording = markedRequest(RECORDING_ALERT_CONSENT)
/** Admins, and the flows' calls (which find the records they confirm or withdraw). */
const adminsOrRecording: Access = (args) => adminOnly(args) || recording(args)
/** Besides those, the export or erasure of a person's data (src/domain/privacy/mark.ts) reads and withdraws that person's records. */
const theirs = alertRecordsOf('user')

export const AlertConsents: CollectionConfig = {
  slug: 'alert-consents',
  labels: { singular: label('Alert consent', 'Consentement aux alertes'), plural: label('Alert consents', 'Consentements aux alertes') },
  admin: {
    group: 'Marketplace',
    useAsTitle: 'email',
    defaultColumns: ['email', 'method', 'givenAt', 'confirmedAt', 'withdrawnAt'],
    hidden: hiddenUnlessAdmin,
  },
  access: { read: orPrivacySubject(adminsOrRecording, theirs), create: recording, update: orPrivacySubject(recording, theirs), delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'email', type: 'email', required: true, index: true, label: label('Address', 'Adresse') },
    { name: 'user', type: 'relationship', relationTo: 'users', index: true, label: label('Account', 'Compte') },
    { name: 'alert', type: 'relationship', relationTo: 'job-alerts', index: true, label: label('Alert', 'Alerte') },
    { name: 'wording', type: 'textarea', required: true, label: label('Wording shown', 'Libellé présenté') },
    { name: 'language', type: 'select', required: true, options: [...ALERT_LANGUAGES], label: label('Language', 'Langue') },
    {
      name: 'method',
      type: 'select',
      required: true,
      label: label('How it was given', 'Mode d’obtention'),
      options: [
        { value: CONSENT_METHODS[0], label: label('Box ticked while signed in (verified address)', 'Case cochée en session (adresse confirmée)') },
        { value: CONSENT_METHODS[1], label: label('Box ticked, then emailed link clicked (double opt-in)', 'Case cochée, puis lien reçu par courriel cliqué (double consentement)') },
      ],
    },
    { name: 'givenAt', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } }, label: label('Given', 'Donné le') },
    { name: 'confirmedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } }, label: label('Confirmed', 'Confirmé le') },
    { name: 'withdrawnAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } }, label: label('Withdrawn', 'Retiré le') },
    { name: 'source', type: 'text', maxLength: 500, label: label('Page', 'Page') },
  ],
  timestamps: true,
}
