import type { PayloadHandler, PayloadRequest } from 'payload'
import { ZodError, type ZodType } from 'zod'

import { messages } from '@/i18n'

import { isDatabaseBusy } from './payload/databaseBusy'

/**
 * A refusal the person can act on (not signed in, not allowed, not found, wrong state, bad input):
 * its message comes from the catalogue and is shown as is, with its HTTP status.
 */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** A short heading for screens that show one above the message (the apply dialog). */
    readonly title?: string,
  ) {
    super(message)
  }
}

/** The answer every custom endpoint gives for a refusal: `{ error }` (and `title`) with its status. */
export const fail = (message: string, status: number, title?: string) =>
  Response.json(title ? { title, error: message } : { error: message }, { status })

/** The numeric id in the route (`/:id/...`); anything else is a 404 with the given message. */
export function routeId(req: PayloadRequest, notFound: string): number {
  const id = String(req.routeParams?.id ?? '')
  if (!/^\d{1,15}$/.test(id)) throw new HttpError(notFound, 404)
  return Number(id)
}

/** The first invalid field's message (the schema's, from the catalogue): forms show one at a time. */
const invalidInput = (error: ZodError) => fail(error.issues[0]?.message ?? messages.errors.badValue, 400)

type Run<T> = (req: PayloadRequest, input: T) => Promise<Response | Record<string, unknown>>

type Options<T> = {
  /** Parses the JSON body (a body that is not JSON counts as empty, so the schema's messages answer). */
  body?: ZodType<T>
  /** What the person reads when something unexpected fails (logged); without it Payload answers. */
  failure?: { message: string; title?: string }
}

/**
 * The one way to write a custom endpoint. A plain object result is sent as JSON with 200; an
 * HttpError answers its status and message; a ZodError answers 400 with the first invalid field's
 * message. Anything else is logged and answered with `failure`, or left to Payload's error handling;
 * either way a busy database answers 503 (see databaseBusy.ts).
 */
export function endpoint(run: Run<undefined>): PayloadHandler
export function endpoint<T = undefined>(options: Options<T>, run: Run<T>): PayloadHandler
export function endpoint<T>(first: Options<T> | Run<undefined>, second?: Run<T>): PayloadHandler {
  const options: Options<T> = typeof first === 'function' ? {} : first
  const run = (second ?? first) as Run<T>
  return async (req) => {
    try {
      const body: unknown = options.body ? await req.json?.().catch(() => undefined) : undefined
      const input = (options.body ? options.body.parse(body ?? {}) : undefined) as T
      const result = await run(req, input)
      return result instanceof Response ? result : Response.json(result)
    } catch (error) {
      if (error instanceof HttpError) return fail(error.message, error.status, error.title)
      if (error instanceof ZodError) return invalidInput(error)
      if (!options.failure || isDatabaseBusy(error)) throw error
      req.payload.logger.error({ err: error, msg: `${req.method} ${req.pathname} failed` })
      return fail(options.failure.message, 500, options.failure.title)
    }
  }
}
