/**
 * Preloaded by benchmark helpers that run the app's server code outside Next (`node --import
 * ./tests/bench/server-code.mjs --import tsx …`): the `server-only` marker resolves to its empty
 * module, as in Next's server bundles, without the `react-server` condition (which would give
 * next-intl a React without hooks).
 */
import { register } from 'node:module'

const hook = `
export async function resolve(specifier, context, next) {
  if (specifier === 'server-only') return next(specifier, { ...context, conditions: [...context.conditions, 'react-server'] })
  return next(specifier, context)
}`
register(`data:text/javascript,${encodeURIComponent(hook)}`, import.meta.url)
