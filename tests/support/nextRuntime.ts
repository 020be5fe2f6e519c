import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * What Next's server provides before it loads app code: a real AsyncLocalStorage for its request
 * stores, which `unstable_cache` uses even outside a request. Import it before anything that loads
 * `next/cache`, in a test that calls a cached reader (with a stand-in for Next's cache).
 */
const scope = globalThis as { AsyncLocalStorage?: unknown }
scope.AsyncLocalStorage ??= AsyncLocalStorage

export {}
