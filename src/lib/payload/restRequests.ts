import { addDataAndFileToRequest, APIError, type FlattenedField, type PayloadHandler, type PayloadRequest } from 'payload'

import { requestTranslator } from '@/i18n/requestLanguage'

import { unbuildableQuery } from './queryShape'

/**
 * What every REST request must look like before Payload reads it: Payload parses the query string
 * and the JSON body as it finds them and some shapes crash it (a `where` that is not JSON, a page
 * number that is a list or infinite, a body that is a number). Such a request is the client's
 * mistake: it gets a 400 with the catalogue's message (in the request's language) and nothing runs.
 */

const badValue = (req: PayloadRequest) => new APIError(requestTranslator(req)('errors.badValue'), 400, null, true)

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/** A number parameter: absent, or one value that is not an infinite number (`1e309`). */
const numberOk = (value: unknown) =>
  value === undefined || (typeof value === 'string' && (value.trim() === '' || Number.isNaN(Number(value)) || Number.isFinite(Number(value))))

const sortOk = (value: unknown) =>
  value === undefined || typeof value === 'string' || (Array.isArray(value) && value.every((s) => typeof s === 'string'))

/** `where` as a JSON string (Payload accepts both) becomes the object it stands for. */
function whereOf(req: PayloadRequest, query: Record<string, unknown>): unknown {
  const where = query.where
  if (typeof where !== 'string') return where
  if (where === '') {
    delete query.where
    return undefined
  }
  try {
    query.where = JSON.parse(where)
  } catch (_error) {
    throw badValue(req)
  }
  return query.where
}

type Fields = (payload: PayloadRequest['payload']) => FlattenedField[] | null

/** The query string: where, sort, page numbers, and the same inside `joins`. */
function checkQuery(req: PayloadRequest, fields: Fields | null) {
  const query = (req.query ?? {}) as Record<string, unknown>
  const where = whereOf(req, query)
  if (where !== undefined && !isObject(where)) throw badValue(req)
  if (!['limit', 'page', 'depth'].every((key) => numberOk(query[key])) || !sortOk(query.sort)) throw badValue(req)
  const own = fields?.(req.payload)
  if (own && unbuildableQuery(req.payload, own, where, query.sort)) throw badValue(req)
  if (!isObject(query.joins)) return
  for (const [name, join] of Object.entries(query.joins)) {
    if (!isObject(join)) continue
    if (!numberOk(join.limit) || !numberOk(join.page) || !sortOk(join.sort) || (join.where !== undefined && !isObject(join.where))) throw badValue(req)
    const field = own?.find((f) => f.name === name)
    if (field?.type !== 'join' || Array.isArray(field.collection)) continue
    const target = req.payload.collections[field.collection as keyof PayloadRequest['payload']['collections']]?.config.flattenedFields
    if (target && unbuildableQuery(req.payload, target, join.where, join.sort)) throw badValue(req)
  }
}

const TEXT = new Set(['text', 'textarea', 'email', 'code'])

/** A text field's value is text (a list of them when it has many): field hooks run before validation and expect it. */
const textOk = (field: FlattenedField, value: unknown) =>
  value === null || value === undefined || ('hasMany' in field && field.hasMany ? Array.isArray(value) && value.every((v) => typeof v === 'string') : typeof value === 'string')

const WRITES = ['POST', 'PATCH', 'PUT']

/** A JSON body is one object: every endpoint reads it as one. */
async function checkBody(req: PayloadRequest) {
  const [type] = (req.headers.get('Content-Type') ?? '').split(';', 1)
  if (type.trim().toLowerCase() !== 'application/json' || !req.body || req.bodyUsed) return
  const text = await (req as Request).clone().text()
  if (!text) return
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch (_error) {
    throw badValue(req)
  }
  if (!isObject(body)) throw badValue(req)
}

/**
 * The document a create or update writes (JSON, or a form with `_payload` and a file): read here
 * as Payload reads it, and checked. It must be an object (a copy may come without one, so may a
 * file), and its text fields text.
 */
async function readDocument(req: PayloadRequest, fields: FlattenedField[], optional: boolean) {
  try {
    await addDataAndFileToRequest(req)
  } catch (error) {
    // A form's `_payload` that is not JSON (Payload's own JSON parsing answers 400 by itself).
    if (error instanceof SyntaxError) throw badValue(req)
    throw error
  }
  // Payload's handler reads the body again: it has been read, so that read finds none and keeps this one.
  Object.defineProperty(req, 'body', { value: null })
  const data = req.data
  if (data === undefined && (optional || req.file)) return
  if (!isObject(data)) throw badValue(req)
  for (const field of fields) if (TEXT.has(field.type) && !textOk(field, data[field.name])) throw badValue(req)
}

export type RequestShape = {
  /** The fields a `where` and `sort` name (a collection's, its versions'), or null where none is taken. */
  query: Fields | null
  /** For Payload's create and update routes: the fields of the document the body writes. */
  document: { fields: Fields; optional: boolean } | null
}

/** Wraps an endpoint so its request is checked first. */
export const checkedRequests =
  (handler: PayloadHandler, shape: RequestShape): PayloadHandler =>
  async (req) => {
    checkQuery(req, shape.query)
    if (WRITES.includes(String(req.method).toUpperCase())) {
      if (shape.document) await readDocument(req, shape.document.fields(req.payload) ?? [], shape.document.optional)
      else await checkBody(req)
    }
    return handler(req)
  }
