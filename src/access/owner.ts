import type { Access, FieldAccess, RelationshipField } from 'payload'

import { adminOnlyField, isAdminUser } from './roles'
import { serverOnlyWrites } from './server'

/** Admins every document; a signed-in person the documents whose `field` is themself. */
export const ownerOrAdmin =
  (field: string): Access =>
  ({ req }) => {
    if (!req.user) return false
    return isAdminUser(req.user) ? true : { [field]: { equals: req.user.id } }
  }

const idOf = (value: unknown) => (value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value)

/** Field read from the stored document: admins, and the person `field` names. */
export const ownerOrAdminField =
  (field: string): FieldAccess =>
  ({ req, doc }) => {
    if (isAdminUser(req.user)) return true
    return Boolean(req.user && doc) && String(idOf(doc![field])) === String(req.user!.id)
  }

type OwnerFieldOptions = {
  name: string
  /**
   * 'request': the signed-in person creating the document (admins may name someone else, and
   * only admins change it later). 'server': set only by server code (a hook, a task, an upload).
   */
  setBy: 'request' | 'server'
  required?: boolean
  unique?: boolean
  /** Who reads it (default: whoever reads the document). */
  read?: FieldAccess
  admin?: { position?: 'sidebar'; readOnly?: boolean; description?: string }
}

/** The account a document belongs to. Nobody can hand a document to someone else through the API. */
export function ownerField({ name, setBy, required, unique, read, admin }: OwnerFieldOptions): RelationshipField {
  const base = { name, type: 'relationship', relationTo: 'users', required, unique, index: !unique, admin } as const
  if (setBy === 'server') return { ...base, access: { read, ...serverOnlyWrites } }
  return {
    ...base,
    access: { read, update: adminOnlyField },
    hooks: { beforeValidate: [({ req, value }) => (isAdminUser(req.user) && value ? value : req.user?.id)] },
  }
}
