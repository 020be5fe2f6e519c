import type { CollectionConfig } from 'payload'

import { adminOnly, hiddenUnlessAdmin, nobody } from '@/access/roles'
import { markedRequest } from '@/access/server'
import { orPrivacySubject } from '@/domain/privacy/mark'
import { PRIVACY_ACTIONS, PRIVACY_REQUESTERS } from '@/domain/privacy/audit'

const label = (en: string, fr: string) => ({ en, fr })

/**
 * The privacy audit trail: every export and deletion of a person's data, who asked (the person, an
 * admin on a request received by mail, the retention schedule), who did it and when. It names the
 * account by its number only, never by email or name, so it may outlive the account it is about.
 * Written only by the server (recordPrivacyRequest); admins read it; nobody edits or deletes it.
 */
export const PrivacyRequests: CollectionConfig = {
  slug: 'privacy-requests',
  labels: { singular: label('Privacy request', 'Demande de confidentialité'), plural: label('Privacy requests', 'Demandes de confidentialité') },
  admin: {
    group: 'Marketplace',
    defaultColumns: ['action', 'requestedBy', 'account', 'performedBy', 'createdAt'],
    hidden: hiddenUnlessAdmin,
  },
  // Created only by recordPrivacyRequest, which marks its request; no client can (the API cannot set context).
  // The export of a person's data (src/domain/privacy/mark.ts) reads the rows about their account.
  access: { read: orPrivacySubject(adminOnly, 'account'), create: markedRequest('recordingPrivacyRequest'), update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'action',
      type: 'select',
      required: true,
      label: label('What', 'Quoi'),
      options: [
        { value: PRIVACY_ACTIONS[0], label: label('Export of the data', 'Exportation des données') },
        { value: PRIVACY_ACTIONS[1], label: label('Deletion of the account and data', 'Suppression du compte et des données') },
      ],
    },
    {
      name: 'requestedBy',
      type: 'select',
      required: true,
      label: label('Asked by', 'Demandé par'),
      options: [
        { value: PRIVACY_REQUESTERS[0], label: label('The person', 'La personne') },
        { value: PRIVACY_REQUESTERS[1], label: label('An admin (request by mail)', 'Un administrateur (demande reçue par courrier)') },
        { value: PRIVACY_REQUESTERS[2], label: label('Retention schedule', 'Calendrier de conservation') },
      ],
    },
    { name: 'account', type: 'number', required: true, label: label('Account number', 'Numéro du compte') },
    {
      // The admin who ran it (empty for the person themselves and for the schedule).
      name: 'performedBy',
      type: 'relationship',
      relationTo: 'users',
      label: label('Done by', 'Effectué par'),
    },
  ],
  timestamps: true,
}
