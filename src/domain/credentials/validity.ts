import { alias } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload, PayloadRequest } from 'payload'

import { execute, sql } from '@/lib/payload/sql'
import { credentials } from '@/payload-generated-schema'

import { dateToDay, isDay } from './days'
import { CREDENTIAL_KINDS, type CredentialKind } from './options'

/*
 * THE rule of the credentials wallet: a person holds a credential of kind K on day D when one of
 * their credentials of that kind is verified by an admin and expires on D or later (a credential
 * is good through its expiry day). Pending and rejected credentials never count, whatever their
 * dates. The same rule in three forms, tested to agree (tests/int/credentials.int.spec.ts):
 *
 * - `validOn`: on a credential already read (a screen's "valid until", "expired");
 * - `holdsCredentialSql` / `holdsCredentialsSql`: an SQL condition on a user id column, for lists
 *   that filter professionals (the shifts' request step and their lists);
 * - `missingCredentials`: the kinds a user lacks on a day, asked of the database with that same SQL.
 *
 * A day is a calendar day, YYYY-MM-DD: a shift's date in its site's time zone.
 */

type SQL = ReturnType<typeof sql>

/** The fields the rule reads. */
export type CredentialFacts = { kind: string; status?: string | null; expiresOn: string | Date }

/** A credential read from the database counts for `kind` on `day`. */
export const validOn = (credential: CredentialFacts, kind: CredentialKind, day: string): boolean =>
  credential.kind === kind && credential.status === 'verified' && dateToDay(credential.expiresOn) >= day

/** The kinds of `required` that none of `held` covers on `day`, in the order asked. */
export const missingFrom = (held: readonly CredentialFacts[], required: readonly CredentialKind[], day: string): CredentialKind[] =>
  required.filter((kind) => !held.some((credential) => validOn(credential, kind, day)))

/** A day as SQL: a YYYY-MM-DD string (a bound parameter), or an SQL expression of type date given by the caller. */
function dayExpr(day: string | SQL): SQL {
  if (typeof day !== 'string') return sql`(${day})::date`
  if (!isDay(day)) throw new Error(`Not a calendar day: ${day}`)
  return sql`${day}::date`
}

/** A value as SQL: a number or kind bound as a parameter, or an SQL expression (a column) as given. */
const valueExpr = (value: number | string | SQL): SQL => (typeof value === 'object' ? value : sql`${value}`)

const c = alias(credentials, 'credential_held')

/**
 * SQL condition: the user `user` (an id, or a column such as `${users.id}`) holds a verified
 * credential of `kind` (a kind, or an SQL expression such as a shift's required-credential column,
 * compared as text so any enum of the same values fits) valid on `day`.
 */
export function holdsCredentialSql(user: number | SQL, kind: CredentialKind | SQL, day: string | SQL): SQL {
  if (typeof kind === 'string' && !(CREDENTIAL_KINDS as readonly string[]).includes(kind)) throw new Error(`Not a credential kind: ${kind}`)
  return sql`EXISTS (SELECT 1 FROM ${credentials} ${c} WHERE ${c.owner} = ${valueExpr(user)} AND ${c.kind}::text = (${valueExpr(kind)})::text
    AND ${c.status} = 'verified' AND (${c.expiresOn} AT TIME ZONE 'UTC')::date >= ${dayExpr(day)})`
}

/** SQL condition: the user holds every kind of `kinds` on `day` (true when none is required). */
export function holdsCredentialsSql(user: number | SQL, kinds: readonly CredentialKind[], day: string | SQL): SQL {
  if (kinds.length === 0) return sql`TRUE`
  return sql`(${sql.join(
    kinds.map((kind) => holdsCredentialSql(user, kind, day)),
    sql` AND `,
  )})`
}

/**
 * The kinds of `kinds` that user `userId` does not hold on `day` (none missing: an empty list), in
 * the order asked; in the caller's transaction when `req` has one. What the shifts' request step asks.
 */
export async function missingCredentials(payload: Payload, userId: number, kinds: readonly CredentialKind[], day: string, req?: Partial<PayloadRequest>): Promise<CredentialKind[]> {
  const wanted = [...new Set(kinds)]
  if (wanted.length === 0) return []
  const columns = sql.join(
    wanted.map((kind, i) => sql`${holdsCredentialSql(userId, kind, day)} AS ${sql.identifier(`k${i}`)}`),
    sql`, `,
  )
  const [row] = await execute(payload, sql`SELECT ${columns}`, req)
  return wanted.filter((_, i) => row?.[`k${i}`] !== true)
}
