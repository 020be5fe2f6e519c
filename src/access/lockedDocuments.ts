import { Forbidden, type Access, type CollectionBeforeChangeHook, type Where } from 'payload'

import { isAdminUser, isStaffUser } from '@/access/roles'

/**
 * Document locks (Payload's `payload-locked-documents`): the admin panel makes them for the person
 * editing. A lock is seen and changed only by its owner and admins, and only staff (who use the
 * panel) make one, in their own name, on something they may edit.
 */
const ownLocks: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true
  if (!isStaffUser(req.user)) return false
  const own: Where = { 'user.value': { equals: req.user!.id } }
  return own
}

export const lockedDocumentsAccess = {
  read: ownLocks,
  create: ({ req }) => isStaffUser(req.user),
  update: ownLocks,
  delete: ownLocks,
} satisfies Record<string, Access>

/** What editors edit (see the content collections and globals). */
const EDITOR_COLLECTIONS = new Set(['pages', 'media'])
const EDITOR_GLOBALS = new Set(['header', 'footer', 'site-settings'])

type LockData = { document?: { relationTo?: string } | null; globalSlug?: string | null }

export const ownLockOnly: CollectionBeforeChangeHook = ({ data, req }) => {
  if (!req.user) return data
  if (!isAdminUser(req.user)) {
    const { document, globalSlug } = data as LockData
    const editable = document?.relationTo ? EDITOR_COLLECTIONS.has(document.relationTo) : EDITOR_GLOBALS.has(String(globalSlug))
    if (!editable) throw new Forbidden(req.t)
  }
  return { ...data, user: { relationTo: req.user.collection, value: req.user.id } }
}
