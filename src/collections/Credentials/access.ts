import type { Access, FieldAccess } from 'payload'

import { isAdminUser } from '@/access/roles'
import { markedRequest } from '@/access/server'
import { CHECKING, UPLOADING, keepsCredentials } from '@/domain/credentials/rules'
import { orPrivacySubject } from '@/domain/privacy/mark'

/** Their own credentials, for the people who keep them; nothing for anyone else. */
const own: Access = ({ req }) => (req.user && keepsCredentials(req.user) ? { owner: { equals: req.user.id } } : false)

/**
 * Admins read every credential (the verification queue); the owner their own; nobody else learns one
 * exists. The export or erasure of a person's data (src/domain/privacy/mark.ts) reads that person's.
 */
export const readCredentials: Access = orPrivacySubject((args) => (isAdminUser(args.req.user) ? true : own(args)), 'owner')

/** Files arrive only through the upload endpoint, which checks their content. */
export const createCredentials: Access = ({ req }) => markedRequest(UPLOADING)({ req }) && Boolean(req.user) && keepsCredentials(req.user)

/** The owner changes the issuer, notes and expiry (and the file, through its endpoint); an admin only records a check. */
export const updateCredentials: Access = (args) => (markedRequest(CHECKING)(args) && isAdminUser(args.req.user) ? true : own(args))

/** Only the owner removes a credential; and the erasure of a person's data, that person's (with their files). */
export const deleteCredentials: Access = orPrivacySubject(own, 'owner')

/** Fields of the check that only admins read (who checked, and the reminders' bookkeeping). */
export const adminReadField: FieldAccess = ({ req }) => isAdminUser(req.user)
