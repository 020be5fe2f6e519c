import { APIError, type PayloadHandler, type PayloadRequest } from 'payload'
import { ZodError, type ZodType } from 'zod'

import { catalogueText, type CatalogueKey, type MessageArgs } from '@/i18n/catalogueText'
import type { Locale } from '@/i18n/locale'
import { requestLocale } from '@/i18n/requestLanguage'
import { translator, type Translator } from '@/i18n/translator'

import { isDatabaseBusy } from './payload/databaseBusy'

/**
 * A refusal the person can act on (not signed in, not allowed, not found, wrong state, bad input),
 * with its HTTP status. Its message (and title) is a catalogue key, `new HttpError('jobs.notFound',
 * 404)`, with the message's ICU arguments in `args`; `endpoint` answers it in the request's language
 * (src/i18n/requestLanguage.ts), so the code that refuses never needs to know that language.
 */
export class HttpError extends Error {
  constructor(
    readonly key: CatalogueKey,
    readonly status: number,
    /** A short heading for screens that show one above the message (the apply dialog). */
    readonly title?: CatalogueKey,
    /** The message's ICU arguments; a function when they are words in the reader's language (a list of fields). */
    readonly args?: MessageArgs | ((locale: Locale) => MessageArgs),
  ) {
    super(key)
  }

  /** The message in `locale`. */
  textIn(locale: Locale): { error: string; title?: string } {
    const t = translator(locale)
    const args = typeof this.args === 'function' ? this.args(locale) : this.args
    return { error: catalogueText(t, this.key, args), ...(this.title ? { title: catalogueText(t, this.title) } : {}) }
  }
}

/** The answer every custom endpoint gives for a refusal: `{ error }` (and `title`) with its status. */
const fail = (message: string, status: number, title?: string) =>
  Response.json(title ? { title, error: message } : { error: message }, { status })

/** Ids are PostgreSQL integers: a larger number names nothing (and the database would refuse it). */
const MAX_ID = 2_147_483_647

/** The numeric id in the route (`/:id/...`); anything else is a 404 with the given message. */
export function routeId(req: PayloadRequest, notFound: CatalogueKey): number {
  const id = String(req.routeParams?.id ?? '')
  if (!/^\d{1,10}$/.test(id) || Number(id) > MAX_ID) throw new HttpError(notFound, 404)
  return Number(id)
}

type Issue = ZodError['issues'][number]

/** What a zod issue says about its limit, for messages that name it (`{max, number}`). */
function issueArgs(issue: Issue): MessageArgs {
  const args: MessageArgs = {}
  const { maximum, minimum } = issue as { maximum?: unknown; minimum?: unknown }
  if (typeof maximum === 'number' || typeof maximum === 'bigint') args.max = Number(maximum)
  if (typeof minimum === 'number' || typeof minimum === 'bigint') args.min = Number(minimum)
  return args
}

/** A zod issue's message (a catalogue key, see catalogueText.ts) in the translator's language. */
export const issueText = (t: Translator, issue: Issue): string => catalogueText(t, issue.message, issueArgs(issue))

/** The first invalid field's message (the schema's, from the catalogue): forms show one at a time. */
const invalidInput = (t: Translator, error: ZodError) => {
  const issue = error.issues[0]
  return fail(issue ? issueText(t, issue) : t('errors.badValue'), 400)
}

type Run<T> = (req: PayloadRequest, input: T) => Promise<Response | Record<string, unknown>>

type Options<T> = {
  /** Parses the JSON body (a body that is not JSON counts as empty, so the schema's messages answer). */
  body?: ZodType<T>
  /** What the person reads when something unexpected fails (logged), as catalogue keys; without it Payload answers. */
  failure?: { message: CatalogueKey; title?: CatalogueKey }
}

/**
 * The one way to write a custom endpoint. A plain object result is sent as JSON with 200; an
 * HttpError answers its status and message; a ZodError answers 400 with the first invalid field's
 * message. Anything else is logged and answered with `failure`, or left to Payload's error handling;
 * either way a busy database answers 503 (see databaseBusy.ts). Messages are answered in the
 * request's language.
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
      const locale = requestLocale(req)
      const t = translator(locale)
      const text = (value: CatalogueKey | undefined) => (value === undefined ? undefined : catalogueText(t, value))
      if (error instanceof HttpError) {
        const { error: message, title } = error.textIn(locale)
        return fail(message, error.status, title)
      }
      if (error instanceof ZodError) return invalidInput(t, error)
      // A refusal from Payload or a shared rule (a limit's 429, a field's 400): Payload answers it as it does its own.
      if (error instanceof APIError && error.status < 500) throw error
      if (!options.failure || isDatabaseBusy(error)) throw error
      req.payload.logger.error({ err: error, msg: `${req.method} ${req.pathname} failed` })
      return fail(text(options.failure.message)!, 500, text(options.failure.title))
    }
  }
}
