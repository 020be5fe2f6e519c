import type { Access, FieldAccess, PayloadRequest } from 'payload'

import { ownerOrAdmin } from '@/access/owner'
import { markedRecordField, orMarkedRecord } from '@/access/server'
import { flowOf } from '@/domain/alerts/flow'
import { orPrivacySubject } from '@/domain/privacy/mark'
import { alertRecordsOf } from '@/domain/privacy/entries/alerts'

/*
 * Owners and admins as ever; besides them, the alert flows' marked calls (src/domain/alerts/flow.ts)
 * on the one alert each names. The API cannot set context, so no client is let through by these.
 */

const ownerOrAdminAlerts = ownerOrAdmin('owner')

/** The existing alert a flow's call names (not `'new'`). */
const namedAlert = (req: PayloadRequest): number | null => {
  const flow = flowOf(req)
  return typeof flow === 'number' ? flow : null
}

/** Read and update: the owner's alerts (admins all), and the one alert a flow's call names. */
export const ownersOrFlow: Access = orMarkedRecord(ownerOrAdminAlerts, namedAlert)

/** Read: the same, and the export or erasure of a person's data (src/domain/privacy/mark.ts) on that person's alerts. */
export const readAlerts: Access = orPrivacySubject(ownersOrFlow, alertRecordsOf('owner'))

/** Delete: owners and admins, and the erasure of a person's data on that person's alerts. */
export const deleteAlerts: Access = orPrivacySubject(ownerOrAdminAlerts, alertRecordsOf('owner'))

/** Only the subscribe flow creates alerts. */
export const subscribing: Access = ({ req }) => flowOf(req) === 'new'

const onNamedAlert = markedRecordField(namedAlert)

/** A field only the server writes: the flow's call, on the alert it creates or names. */
export const flowField: FieldAccess = (args) => (flowOf(args.req) === 'new' ? args.id === undefined || args.id === null : onNamedAlert(args))

/** Create and update access of a field only the flows write. */
export const flowWrites = { create: flowField, update: flowField } satisfies Record<'create' | 'update', FieldAccess>
