import {
  buildVersionCollectionFields,
  buildVersionGlobalFields,
  NotFound,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type Config,
  type Endpoint,
  type FlattenedField,
  type PayloadHandler,
  type Plugin,
  type SanitizedConfig,
} from 'payload'

import { adminOnly, isAdminUser, isStaffUser, nobody, staffOnly } from '@/access/roles'
import { payloadSpeaksRequestLanguage } from '@/i18n/payloadLanguage'
import { checkedRequests } from '@/lib/payload/restRequests'

import { lockedDocumentsAccess, ownLockOnly } from './lockedDocuments'
import { deletePreferenceByKey } from './preferences'
import { guardPrivateOwnerQueries } from './privateOwner'

/**
 * Rules for the generic REST surface Payload serves beside the product's own endpoints: which
 * collections may be copied, how much one request may read, and who may use Payload's internal
 * collections and globals. Everything here applies to collections added later too.
 */

/** A copy makes sense only for content staff write from scratch (they read every field of it). */
const DUPLICABLE = new Set(['pages'])

/** Staff edit these in the admin panel, so two people must not edit one at once; nothing else is locked. */
const LOCKABLE = new Set(['pages', 'media', 'job-postings', 'facilities', 'ownership-inquiries', 'applications', 'users'])

/** Largest page a non-admin REST read gets; `limit=0` and `pagination=false` do not mean "everything". */
const MAX_REST_LIMIT = 100
const DEFAULT_REST_LIMIT = 10
/** Deepest population a non-admin REST read gets (the product's own screens use 1). */
const MAX_REST_DEPTH = 2

type ReadArgs = {
  limit?: unknown
  pagination?: unknown
  depth?: unknown
  joins?: false | Record<string, { limit?: unknown } | undefined>
}

const pageSize = (value: unknown, fallback: number) => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? Math.min(n, MAX_REST_LIMIT) : fallback
}

/** Bounds every REST read by someone who is not an admin: page size, population depth, join pages. */
const boundRestReads: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (req.payloadAPI !== 'REST' || isAdminUser(req.user)) return args
  if (operation !== 'read' && operation !== 'findVersions') return args
  const a = args as ReadArgs
  const joins =
    a.joins && typeof a.joins === 'object'
      ? Object.fromEntries(
          Object.entries(a.joins).map(([path, join]) => [
            path,
            join && typeof join === 'object' && join.limit !== undefined ? { ...join, limit: pageSize(join.limit, MAX_REST_LIMIT) } : join,
          ]),
        )
      : a.joins
  const depth = Number(a.depth)
  return {
    ...args,
    limit: a.limit === undefined ? a.limit : pageSize(a.limit, DEFAULT_REST_LIMIT),
    pagination: true,
    depth: Number.isInteger(depth) && depth >= 0 ? Math.min(depth, MAX_REST_DEPTH) : a.depth,
    joins,
  }
}

/**
 * A write's `select` shapes only what the caller gets back: dropped before the operation, since
 * Payload otherwise hands the after-change hooks the document cut down to it, and a hook that reads
 * a field the caller left out (the status an email and the audit trail follow, a message's thread)
 * would skip its work. The answer is still read through the fields' access rules.
 */
const wholeDocumentOnWrite: CollectionBeforeOperationHook = ({ args, operation }) =>
  (operation === 'create' || operation === 'update' || operation === 'delete') && (args as { select?: unknown }).select !== undefined ? { ...args, select: undefined } : args

/** Run first on every collection, Payload's internal ones included. */
const SURFACE_HOOKS = [boundRestReads, guardPrivateOwnerQueries, wholeDocumentOnWrite, payloadSpeaksRequestLanguage]

/**
 * Before sanitising, on every collection: copies and locks only where they make sense, bounded reads,
 * private owner fields, and version history for admins unless the collection or global says
 * otherwise (Payload's default for an unset `readVersions` is any signed-in user).
 */
export const restSurfacePlugin: Plugin = (config: Config): Config => ({
  ...config,
  collections: (config.collections ?? []).map((collection) =>
    withSurfaceHooks({
      ...collection,
      access: { readVersions: adminOnly, ...collection.access },
      disableDuplicate: !DUPLICABLE.has(collection.slug),
      lockDocuments: LOCKABLE.has(collection.slug) ? collection.lockDocuments : false,
    }),
  ),
  globals: (config.globals ?? []).map((global) => ({ ...global, access: { readVersions: adminOnly, ...global.access } })),
})

function withSurfaceHooks<T extends Pick<CollectionConfig, 'hooks'>>(collection: T): T {
  const hooks = collection.hooks ?? {}
  return { ...collection, hooks: { ...hooks, beforeOperation: [...SURFACE_HOOKS, ...(hooks.beforeOperation ?? [])] } }
}

const notFound: PayloadHandler = (req) => {
  throw new NotFound(req.t)
}

/** The routes that write a document from the body: create, update, copy (a global's: update). */
const writesDocument = (endpoint: Endpoint) =>
  (endpoint.method === 'post' && (endpoint.path === '/' || endpoint.path === '/:id/duplicate')) ||
  (endpoint.method === 'patch' && (endpoint.path === '/' || endpoint.path === '/:id'))

/**
 * Every endpoint checks its request first (see restRequests); the version routes Payload mounts on
 * everything answer 404 where there are no versions (they would crash).
 */
function checkEndpoints<E extends Endpoint[] | false>(endpoints: E, versioned: boolean, fields: (version: boolean) => FlattenedField[] | null): E {
  if (!endpoints) return endpoints
  return endpoints.map((endpoint) => {
    const version = endpoint.path.startsWith('/versions')
    const handler = version && !versioned ? notFound : endpoint.handler
    const document = writesDocument(endpoint) ? { fields: () => fields(false), optional: endpoint.path.endsWith('/duplicate') } : null
    const shape = { query: () => fields(version), document }
    return { ...endpoint, handler: checkedRequests(handler, shape) }
  }) as E
}

const staffOnlyHandler =
  (handler: PayloadHandler): PayloadHandler =>
  (req) =>
    isStaffUser(req.user) ? handler(req) : Response.json({ errors: [{ message: req.t('error:unauthorized') }] }, { status: 403 })

/**
 * After sanitising (Payload adds its internal collections and globals only then): each states its
 * own access instead of Payload's "any signed-in user" default.
 */
export function secureInternals(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    const set = (access: Partial<typeof collection.access>) => {
      collection.access = { ...collection.access, ...access }
    }
    if (!collection.access.readVersions) set({ readVersions: adminOnly })
    switch (collection.slug) {
      case 'payload-locked-documents':
        set(lockedDocumentsAccess)
        collection.hooks.beforeChange = [ownLockOnly, ...(collection.hooks.beforeChange ?? [])]
        break
      case 'payload-migrations':
      case 'payload-kv':
        // Written by the server through the database adapter only; admins may look at migrations.
        set({ read: collection.slug === 'payload-migrations' ? adminOnly : nobody, create: nobody, update: nobody, delete: nobody })
        break
      case 'payload-preferences':
        // Payload scopes reading and changing preferences to their owner; only the admin panel keeps
        // them. Its by-key endpoint writes without the collection's create access, so it checks too.
        set({ create: staffOnly })
        // Its delete-by-key crashes in the database adapter: ours deletes the caller's own key.
        collection.endpoints = (collection.endpoints || []).map((endpoint) =>
          endpoint.method === 'post'
            ? { ...endpoint, handler: staffOnlyHandler(endpoint.handler) }
            : endpoint.method === 'delete' && endpoint.path === '/:key'
              ? { ...endpoint, handler: deletePreferenceByKey }
              : endpoint,
        )
        break
      default:
        break
    }
    const hooks = collection.hooks.beforeOperation
    collection.hooks.beforeOperation = [...SURFACE_HOOKS.filter((hook) => !hooks.includes(hook)), ...hooks]
    collection.endpoints = checkEndpoints(collection.endpoints, Boolean(collection.versions), (version) =>
      version ? buildVersionCollectionFields(config, collection, true) : collection.flattenedFields,
    )
  }
  for (const global of config.globals) {
    // The scheduler's state (it decides when postings expire): the queue writes it through the adapter.
    if (global.slug === 'payload-jobs-stats') {
      global.access = { ...global.access, read: adminOnly, update: nobody, readVersions: nobody }
    }
    if (!global.access.readVersions) global.access = { ...global.access, readVersions: adminOnly }
    global.endpoints = checkEndpoints(global.endpoints, Boolean(global.versions), (version) =>
      version ? buildVersionGlobalFields(config, global, true) : global.flattenedFields,
    )
  }
  config.endpoints = checkEndpoints(config.endpoints, true, () => null)
  return config
}
