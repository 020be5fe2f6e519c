import { z } from 'zod'

// The forms' schemas run in the browser under the site's Content-Security-Policy, which has no
// 'unsafe-eval'. Zod compiles object parsers with `new Function` where it can, and its probe for
// that is reported as a CSP violation even though it is caught; jitless parsing skips both.
// Every schema module imports `z` from here so this runs before any schema is built.
z.config({ jitless: true })

export { z }
