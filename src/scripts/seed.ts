/**
 * `npm run seed`: applies migrations and creates whatever content is missing (pages, header,
 * footer, site settings; demo accounts too with SEED_DEMO=true). Never overwrites edits.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { seedContent } from '@/domain/content/seed'
import { seedDemo } from '@/domain/seed/demo'
import { env } from '@/lib/env'

const payload = await getPayload({ config })
await seedContent(payload)
if (env().SEED_DEMO) await seedDemo(payload)
payload.logger.info('Seed complete.')
await payload.destroy()
process.exit(0)
