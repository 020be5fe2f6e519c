import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { redisKVAdapter } from '@payloadcms/kv-redis'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'

import { seoPlugin } from '@payloadcms/plugin-seo'
import { s3Storage } from '@payloadcms/storage-s3'
import { en } from '@payloadcms/translations/languages/en'
import { fr } from '@payloadcms/translations/languages/fr'
import sharp from 'sharp'

import { restSurfacePlugin, secureInternals } from '@/access/restSurface'
import { isAdminUser, reqIsAdmin } from '@/access/roles'
import { AlertConsents } from '@/collections/AlertConsents'
import { ApplicationMessages } from '@/collections/ApplicationMessages'
import { ApplicationNotes } from '@/collections/ApplicationNotes'
import { Applications } from '@/collections/Applications'
import { applicantSearchIndexes } from '@/collections/Applications/searchIndexes'
import { CompanyInvitations } from '@/collections/CompanyInvitations'
import { Companies } from '@/collections/Companies'
import { JobAlerts } from '@/collections/JobAlerts'
import { JobPostings } from '@/collections/JobPostings'
import { jobSearchIndexes } from '@/collections/JobPostings/searchIndexes'
import { Media } from '@/collections/Media'
import { OwnershipInquiries } from '@/collections/OwnershipInquiries'
import { Pages } from '@/collections/Pages'
import { IndexingNotices } from '@/collections/IndexingNotices'
import { Interviews } from '@/collections/Interviews'
import { ShiftRequests } from '@/collections/ShiftRequests'
import { Shifts } from '@/collections/Shifts'
import { CreditPacks } from '@/collections/CreditPacks'
import { Payments } from '@/collections/Payments'
import { ReceiptCounters } from '@/collections/ReceiptCounters'
import { CheckoutSales } from '@/collections/CheckoutSales'
import { Receipts } from '@/collections/Receipts'
import { LicenceEvidence } from '@/collections/LicenceEvidence'
import { Credentials } from '@/collections/Credentials'
import { PrivacyRequests } from '@/collections/PrivacyRequests'
import { AlertDeliveries } from '@/collections/AlertDeliveries'
import { ProfessionalProfiles } from '@/collections/ProfessionalProfiles'
import { Resumes } from '@/collections/Resumes'
import { SavedJobs } from '@/collections/SavedJobs'
import { StatusChanges } from '@/collections/StatusChanges'
import { pathForSlug } from '@/domain/content/paths'
import { Users } from '@/collections/Users'
import { seedContent } from '@/domain/content/seed'
import { startEmailQueueRunner } from '@/domain/email/emailQueueRunner'
import { queuedEmailAdapter } from '@/domain/email/queuedEmailAdapter'
import { pruneDeliveryClaimsTask, sendEmailTask } from '@/domain/email/sendEmailTask'
import { notifyApplicationTask } from '@/domain/applications/notifyTask'
import { notifyInquiryTask } from '@/domain/inquiries/notifyTask'
import { sendPasswordResetTask } from '@/domain/auth/passwordReset'
import { resendVerificationTask } from '@/domain/auth/resendVerificationTask'
import { googleIndexingTask } from '@/domain/google/indexingTask'
import { GOOGLE_QUEUE } from '@/domain/google/options'
import { expirePostingsTask } from '@/domain/jobs/expireTask'
import { alertDigestTask } from '@/domain/alerts/digestTask'
import { applicantDigestTask, expiryRemindersTask } from '@/domain/jobs/notices'
import { recheckLicencesTask } from '@/domain/profiles/recheckTask'
import { credentialRemindersTask } from '@/domain/credentials/reminders'
import { decisionRemindersTask } from '@/domain/applications/decisionReminderTask'
import { interviewsTask } from '@/domain/interviews/task'
import { applyRetentionTask } from '@/domain/privacy/retentionTask'
import { Footer } from '@/globals/Footer'
import { Header } from '@/globals/Header'
import { SiteSettings } from '@/globals/SiteSettings'
import { DOWNLOAD_TTL_SECONDS, s3Settings } from '@/domain/resumes/storage'
import { CREDENTIALS_PREFIX, EVIDENCE_PREFIX, S3_PREFIX } from '@/lib/storageLayout.mjs'
import { seedDemo } from '@/domain/seed/demo'
import { env } from '@/lib/env'
import { ensureFirstAdmin } from '@/lib/payload/ensureFirstAdmin'
import { migrateOnStart } from '@/lib/payload/migrateOnStart'
import { answerDatabaseErrors, POOL_LIMITS, poolServerOptions } from '@/lib/payload/databaseBusy'
import { logPoolErrors } from '@/lib/payload/poolErrors'
import { withIntegerLists } from '@/lib/payload/idLists'
import { installAfterCommit } from '@/framework/afterCommit'
import { pruneRateLimitsTask } from '@/lib/payload/pruneRateLimitsTask'
import { countingFailures } from '@/lib/payload/countTaskFailures'
import { holdingJobs } from '@/lib/payload/heldJobs'
import { startReclaimingStrandedJobs } from '@/lib/payload/strandedJobs'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const e = env()
const s3 = s3Settings()

// secureInternals: Payload adds its internal collections and globals while building the config.
export default buildConfig({
  serverURL: e.SERVER_URL,
  secret: e.PAYLOAD_SECRET,
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname, 'src') },
    meta: { titleSuffix: ' · Healthcare Staffing Canada' },
    components: {
      views: {
        // Signed in without admin rights: the spec's Access Denied screen.
        unauthorized: { Component: '@/components/admin/dashboard/AccessDenied#AccessDenied' },
      },
    },
    livePreview: {
      collections: ['pages'],
      breakpoints: [
        { label: 'Mobile', name: 'mobile', width: 390, height: 844 },
        { label: 'Tablet', name: 'tablet', width: 820, height: 1180 },
        { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
      ],
    },
  },
  // The admin panel speaks English or French, as each staff member chooses.
  i18n: { supportedLanguages: { en, fr } },
  // Content in English and Canadian French; a value missing in French is read in English.
  localization: {
    locales: [
      { code: 'en', label: 'English' },
      { code: 'fr', label: 'Français' },
    ],
    defaultLocale: 'en',
    fallback: true,
  },
  routes: { admin: '/admin', api: '/api' },
  graphQL: { disable: true },
  maxDepth: 3,
  defaultDepth: 1,
  csrf: [e.SERVER_URL],
  cors: [e.SERVER_URL],
  collections: [
    Pages,
    Media,
    JobPostings,
    Companies,
    CompanyInvitations,
    SavedJobs,
    Applications,
    ApplicationNotes,
    ApplicationMessages,
    Interviews,
    Shifts,
    ShiftRequests,
    Resumes,
    ProfessionalProfiles,
    LicenceEvidence,
    Credentials,
    Payments,
    Receipts,
    ReceiptCounters,
    CheckoutSales,
    CreditPacks,
    IndexingNotices,
    StatusChanges,
    Users,
    OwnershipInquiries,
    PrivacyRequests,
    JobAlerts,
    AlertConsents,
    AlertDeliveries,
  ],
  globals: [Header, Footer, SiteSettings],
  sharp,
  hooks: { afterError: [answerDatabaseErrors] },
  plugins: [
    restSurfacePlugin,
    // Resumes go to the bucket when one is configured; Payload's access control stays on, and its
    // file route answers with a presigned link valid five minutes.
    s3Storage({
      enabled: Boolean(s3),
      alwaysInsertFields: true,
      bucket: s3?.bucket ?? '',
      config: s3?.config ?? {},
      collections: {
        resumes: { prefix: S3_PREFIX, signedDownloads: { expiresIn: DOWNLOAD_TTL_SECONDS } },
        // Admins only; Payload's file route streams it after the read access check.
        'licence-evidence': { prefix: EVIDENCE_PREFIX },
        // The owner and admins; Payload's file route streams it after the read access check.
        credentials: { prefix: CREDENTIALS_PREFIX },
      },
    }),
    seoPlugin({
      collections: ['pages'],
      uploadsCollection: 'media',
      tabbedUI: true,
      generateTitle: ({ doc }) => String((doc as { title?: string }).title ?? ''),
      generateURL: ({ doc }) => `${e.SERVER_URL}${pathForSlug(String((doc as { slug?: string }).slug ?? ''))}`,
    }),
  ],
  editor: lexicalEditor(),
  // Long lists of ids (the access rules') as one array parameter each: src/lib/payload/idLists.ts.
  db: withIntegerLists(
    postgresAdapter({
      // JIT compilation costs hundreds of ms on the search plans and saves nothing on short queries.
      // Timeouts: see databaseBusy.ts (no request waits forever for a connection or holds one idle).
      pool: {
        connectionString: e.DATABASE_URL,
        max: 10,
        connectionTimeoutMillis: POOL_LIMITS.waitForConnectionMs,
        options: poolServerOptions(),
      },
      // The schema only changes through committed migrations, applied at start (see onInit).
      push: false,
      migrationDir: path.resolve(dirname, 'migrations'),
      // Indexes Payload's field options cannot declare (trigram), so that migrations generate them.
      afterSchemaInit: [jobSearchIndexes, applicantSearchIndexes],
    }),
  ),
  // With more than one instance, Payload's key-value store is shared in Redis; else it stays in PostgreSQL.
  ...(e.REDIS_URL ? { kv: redisKVAdapter({ redisURL: e.REDIS_URL, keyPrefix: 'payload-kv:' }) } : {}),
  email: queuedEmailAdapter({ fromAddress: e.EMAIL_FROM, fromName: e.EMAIL_FROM_NAME }),
  jobs: {
    tasks: [
      sendEmailTask,
      pruneDeliveryClaimsTask,
      notifyApplicationTask,
      notifyInquiryTask,
      resendVerificationTask,
      sendPasswordResetTask,
      expirePostingsTask,
      recheckLicencesTask,
      credentialRemindersTask,
      pruneRateLimitsTask,
      applyRetentionTask,
      googleIndexingTask,
      alertDigestTask,
      expiryRemindersTask,
      applicantDigestTask,
      decisionRemindersTask,
      interviewsTask,
    ].map((task) => holdingJobs(countingFailures(task))),
    deleteJobOnComplete: true,
    access: { queue: reqIsAdmin, run: reqIsAdmin, cancel: reqIsAdmin },
    jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
      ...defaultJobsCollection,
      admin: { ...defaultJobsCollection.admin, hidden: ({ user }) => !isAdminUser(user) },
      access: { read: reqIsAdmin, create: () => false, update: () => false, delete: reqIsAdmin },
    }),
    // Workers run inside the web server unless JOBS_AUTORUN=false (e.g. a dedicated worker).
    shouldAutoRun: () => env().JOBS_AUTORUN,
    // Called where Payload starts its scheduled runs; the email queue has a runner of its own
    // that sends a few emails at a time (emailQueueRunner.ts). Schedules are kept by the default queue.
    autoRun: (payload) => {
      startEmailQueueRunner(payload)
      startReclaimingStrandedJobs(payload)
      return [
        { cron: '0 * * * * *', queue: 'default', limit: 20, silent: { info: true } },
        { cron: '*/5 * * * * *', queue: GOOGLE_QUEUE, limit: 20, silent: { info: true } },
      ]
    },
  },
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  telemetry: false,
  onInit: async (payload) => {
    logPoolErrors(payload)
    installAfterCommit(payload)
    await migrateOnStart(payload)
    await ensureFirstAdmin(payload)
    await seedContent(payload)
    if (env().SEED_DEMO) await seedDemo(payload)
  },
}).then(secureInternals)
