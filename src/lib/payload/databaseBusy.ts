import type { Config } from 'payload'

import { requestTranslator } from '@/i18n/requestLanguage'

/**
 * How long a request may wait for a pooled connection, run one statement, or sit idle inside a
 * transaction. A request that cannot get a connection in time answers 503 at once instead of
 * queueing forever, and a connection left idle in a transaction is closed by the server, so the
 * site recovers by itself from a burst.
 */
export const POOL_LIMITS = { waitForConnectionMs: 5_000, statementMs: 20_000, idleInTransactionMs: 15_000 }

export const poolServerOptions = () =>
  `-c jit=off -c statement_timeout=${POOL_LIMITS.statementMs} -c idle_in_transaction_session_timeout=${POOL_LIMITS.idleInTransactionMs}`

/**
 * PostgreSQL's codes for a cancelled statement and a transaction closed for idling, and ours for
 * the shared Redis store not answering (see lib/redis.ts).
 */
export const STORE_UNAVAILABLE = 'STORE_UNAVAILABLE'
const BUSY_CODES = new Set(['57014', '25P03', STORE_UNAVAILABLE])

type ErrorLike = { message?: unknown; code?: unknown; cause?: unknown }

/** The error and the causes it wraps (drizzle and Payload wrap the driver's error). */
function* chain(error: unknown): Generator<ErrorLike> {
  for (let e = error as ErrorLike | undefined, depth = 0; e && depth < 5; e = e.cause as ErrorLike | undefined, depth++) yield e
}

/** True for errors that mean "the database is saturated right now", not "the request was wrong". */
export function isDatabaseBusy(error: unknown): boolean {
  for (const e of chain(error)) {
    if (typeof e.code === 'string' && BUSY_CODES.has(e.code)) return true
    if (typeof e.message === 'string' && /timeout exceeded when trying to connect|Connection terminated due to connection timeout/i.test(e.message)) return true
  }
  return false
}

/**
 * An operator the column's type does not have (`like` on a date) or a value of another type; a
 * reference to a record that does not exist (a relationship id that names nothing).
 */
const MISMATCH_CODES = new Set(['42883', '42804', '23503'])

/**
 * True when PostgreSQL refused a value or operator the request chose (class 22, "data exception": an
 * id that is not a number, a number out of range, a date that is not a date, a NUL byte; a type
 * mismatch such as `like` on a date; an id of a record that does not exist): the request was wrong, not the server.
 */
const isBadValue = (error: unknown): boolean =>
  [...chain(error)].some((e) => typeof e.code === 'string' && (e.code.startsWith('22') || MISMATCH_CODES.has(e.code)))

/** Seconds a client is asked to wait before trying again after a 503. */
const RETRY_AFTER_SECONDS = '5'

/**
 * Payload's REST errors: a saturated database answers 503, a value it cannot take 400, never 500;
 * in the request's language.
 */
export const answerDatabaseErrors: NonNullable<NonNullable<Config['hooks']>['afterError']>[number] = ({ error, req }) => {
  if (isDatabaseBusy(error)) {
    // Payload adds the request's response headers to its error answer; a hook's result has none.
    req.responseHeaders = new Headers(req.responseHeaders)
    req.responseHeaders.set('Retry-After', RETRY_AFTER_SECONDS)
    return { status: 503, response: { errors: [{ message: requestTranslator(req)('errors.busy') }] } }
  }
  if (isBadValue(error)) return { status: 400, response: { errors: [{ message: requestTranslator(req)('errors.badValue') }] } }
  return undefined
}
