import { and, eq, inArray } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { database } from '@/lib/payload/sql'
import { shifts, shifts_required_credentials } from '@/payload-generated-schema'

import type { CredentialKind } from './options'

/*
 * The credentials each of some open shifts requires (docs/shifts.md, Screens): the open-shift list
 * (browse.ts) reads no credentials, and its cards name them. Open shifts only, the ones anyone may
 * browse; one statement for a page of shifts.
 */
export async function requiredCredentialsOf(req: PayloadRequest, ids: number[]): Promise<Map<number, CredentialKind[]>> {
  const out = new Map<number, CredentialKind[]>(ids.map((id) => [id, []]))
  if (ids.length === 0) return out
  const rows = await (await database(req.payload, req))
    .select({ shift: shifts_required_credentials.parent, kind: shifts_required_credentials.value })
    .from(shifts_required_credentials)
    .innerJoin(shifts, eq(shifts.id, shifts_required_credentials.parent))
    .where(and(inArray(shifts_required_credentials.parent, ids), eq(shifts.status, 'open')))
    .orderBy(shifts_required_credentials.order)
  for (const row of rows) if (row.kind) out.get(Number(row.shift))?.push(row.kind as CredentialKind)
  return out
}
