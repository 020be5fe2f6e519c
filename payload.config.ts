import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'

import { reqIsAdmin } from '@/access/roles'
import { Users } from '@/collections/Users'
import { EMAIL_QUEUE, queuedEmailAdapter } from '@/domain/email/queuedEmailAdapter'
import { sendEmailTask } from '@/domain/email/sendEmailTask'
import { seedDemo } from '@/domain/seed/demo'
import { env } from '@/lib/env'
import { ensureFirstAdmin } from '@/lib/payload/ensureFirstAdmin'
import { migrateOnStart } from '@/lib/payload/migrateOnStart'
import { logPoolErrors } from '@/lib/payload/poolErrors'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const e = env()

export default buildConfig({
  serverURL: e.SERVER_URL,
  secret: e.PAYLOAD_SECRET,
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname, 'src') },
    meta: { titleSuffix: ' · Healthcare Staffing Canada' },
  },
  routes: { admin: '/admin', api: '/api' },
  graphQL: { disable: true },
  maxDepth: 3,
  defaultDepth: 1,
  csrf: [e.SERVER_URL],
  cors: [e.SERVER_URL],
  collections: [Users],
  editor: lexicalEditor(),
  db: postgresAdapter({
    pool: { connectionString: e.DATABASE_URL, max: 10 },
    // The schema only changes through committed migrations, applied at start (see onInit).
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
  }),
  email: queuedEmailAdapter({ fromAddress: e.EMAIL_FROM, fromName: e.EMAIL_FROM_NAME }),
  jobs: {
    tasks: [sendEmailTask],
    deleteJobOnComplete: true,
    access: { queue: reqIsAdmin, run: reqIsAdmin, cancel: reqIsAdmin },
    jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
      ...defaultJobsCollection,
      access: { read: reqIsAdmin, create: () => false, update: () => false, delete: reqIsAdmin },
    }),
    // Workers run inside the web server unless JOBS_AUTORUN=false (e.g. a dedicated worker).
    shouldAutoRun: () => env().JOBS_AUTORUN,
    autoRun: [
      { cron: '*/2 * * * * *', queue: EMAIL_QUEUE, limit: 20, silent: { info: true } },
      { cron: '0 * * * * *', queue: 'default', limit: 20, silent: { info: true } },
    ],
  },
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  telemetry: false,
  onInit: async (payload) => {
    logPoolErrors(payload)
    await migrateOnStart(payload)
    await ensureFirstAdmin(payload)
    if (env().SEED_DEMO) await seedDemo(payload)
  },
})
