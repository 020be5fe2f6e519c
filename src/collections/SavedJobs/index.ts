import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { ownerField, ownerOrAdmin } from '@/access/owner'
import { hiddenUnlessAdmin, nobody, roleOrAdmin } from '@/access/roles'
import { orPrivacySubject } from '@/domain/privacy/mark'
import { requestTranslator } from '@/i18n/requestLanguage'
import { invalidFields } from '@/lib/payload/invalidFields'

/** Only a posting the user can see may be saved (no probing for drafts by id). */
const jobMustBeVisible: CollectionBeforeChangeHook = async ({ data, req }) => {
  const visible = await req.payload
    .findByID({ collection: 'job-postings', id: data.jobPosting, depth: 0, user: req.user, overrideAccess: false, req })
    .catch(() => null)
  if (!visible) throw invalidFields(req, { collection: 'saved-jobs', errors: [{ path: 'jobPosting', message: requestTranslator(req)('jobs.notAvailable') }] })
  return data
}

export const SavedJobs: CollectionConfig = {
  slug: 'saved-jobs',
  admin: { group: 'Marketplace', hidden: hiddenUnlessAdmin },
  // Each person their own saved jobs (and the export of their data, src/domain/privacy/mark.ts); admins
  // all. A save is made or removed, never edited.
  access: { read: orPrivacySubject(ownerOrAdmin('user'), 'user'), create: roleOrAdmin('professional'), update: nobody, delete: ownerOrAdmin('user') },
  defaultSort: '-createdAt',
  // One save per user and posting, enforced by the database (no check-then-insert race).
  indexes: [{ fields: ['user', 'jobPosting'], unique: true }],
  hooks: { beforeChange: [jobMustBeVisible] },
  fields: [
    ownerField({ name: 'user', setBy: 'request', required: true }),
    { name: 'jobPosting', type: 'relationship', relationTo: 'job-postings', required: true, index: true },
  ],
}
