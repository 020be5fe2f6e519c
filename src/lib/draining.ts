/** Set by the site's server (scripts/server.mjs) on SIGTERM; a global so every bundle of the app sees it. */
const DRAINING = Symbol.for('site.draining')

/** Whether this process has been told to stop and is finishing the requests it has. */
export const draining = (): boolean => (globalThis as Record<symbol, unknown>)[DRAINING] === true
