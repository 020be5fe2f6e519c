import { ValidationError, type Access, type CollectionBeforeChangeHook, type CollectionConfig } from 'payload'

import { hasRole, isAdminUser } from '@/access/roles'
import { messages } from '@/i18n'

/** Admins see all; everyone else only their own saved jobs. */
const own: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true
  return req.user ? { user: { equals: req.user.id } } : false
}

/** Only a posting the user can see may be saved (no probing for drafts by id). */
const jobMustBeVisible: CollectionBeforeChangeHook = async ({ data, req }) => {
  const visible = await req.payload
    .findByID({ collection: 'job-postings', id: data.jobPosting, depth: 0, user: req.user, overrideAccess: false, req })
    .catch(() => null)
  if (!visible) throw new ValidationError({ collection: 'saved-jobs', errors: [{ path: 'jobPosting', message: messages.jobs.notAvailable }] })
  return data
}

export const SavedJobs: CollectionConfig = {
  slug: 'saved-jobs',
  admin: { group: 'Marketplace', hidden: ({ user }) => !isAdminUser(user) },
  access: { read: own, create: ({ req }) => isAdminUser(req.user) || hasRole(req.user, 'professional'), update: () => false, delete: own },
  defaultSort: '-createdAt',
  // One save per user and posting, enforced by the database (no check-then-insert race).
  indexes: [{ fields: ['user', 'jobPosting'], unique: true }],
  hooks: { beforeChange: [jobMustBeVisible] },
  fields: [
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      hooks: { beforeValidate: [({ req, value }) => (isAdminUser(req.user) && value ? value : req.user?.id)] },
    },
    { name: 'jobPosting', type: 'relationship', relationTo: 'job-postings', required: true, index: true },
  ],
}
