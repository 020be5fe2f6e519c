import { z } from 'zod'

import { DEFAULT_RESUMES_DIR } from './storageLayout.mjs'

/**
 * Environment, validated once. In production a missing required variable stops the
 * server with a message naming it; in development safe local defaults apply.
 */
const optional = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v))

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === 'true' || v === '1'))

/** Required when serving in production; a local default in development, tests and the build. */
const requiredIn = (strict: boolean, devDefault: string) =>
  strict ? z.string().min(1) : z.string().min(1).default(devDefault)

/**
 * Google's Indexing API (optional): a service account's JSON key (the JSON itself or a file's path);
 * without it the site notifies nobody. The endpoint is configurable so tests can use a stand-in.
 */
const googleIndexing = {
  GOOGLE_INDEXING_CREDENTIALS: optional,
  GOOGLE_INDEXING_ENDPOINT: optional.transform((v) => v ?? 'https://indexing.googleapis.com').pipe(z.url()),
  // Notifications sent per UTC day; the rest wait for the next day (Google's default quota is 200).
  GOOGLE_INDEXING_DAILY_BUDGET: z.coerce.number().int().min(0).default(200),
}

const operations = {
  // The bearer token Prometheus sends to /api/metrics; unset, the endpoint answers 404.
  METRICS_TOKEN: optional.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
}

const schemaFor = (strict: boolean) => {
  const required = (devDefault: string) => requiredIn(strict, devDefault)
  return z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: required('postgres://postgres@127.0.0.1:5432/marketplace'),
  PAYLOAD_SECRET: required('dev-only-secret-change-me-0123456789abcdef'),
  SERVER_URL: required('http://localhost:3000').pipe(z.url()),
  ADMIN_EMAIL: optional.pipe(z.email().optional()),
  ADMIN_PASSWORD: optional,
  SMTP_HOST: optional,
  SMTP_PORT: z.coerce.number().int().positive().default(587),
  SMTP_USER: optional,
  SMTP_PASS: optional,
  SMTP_SECURE: flag(false),
  EMAIL_FROM: z.email().default('no-reply@example.com'),
  EMAIL_FROM_NAME: z.string().default('Healthcare Staffing Canada'),
  OUTBOX_DIR: z.string().default('.outbox'),
  JOBS_AUTORUN: flag(true),
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  // Only for tests: where the Stripe SDK sends its requests instead of api.stripe.com.
  STRIPE_API_BASE: optional.pipe(z.url().optional()),
  SEED_DEMO: flag(false),
  // Resumes: a private folder by default; S3 (or any S3-compatible store) when S3_BUCKET is set.
  RESUMES_DIR: z.string().default(DEFAULT_RESUMES_DIR),
  S3_BUCKET: optional,
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: optional.pipe(z.url().optional()),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: flag(false),
  // Shared state for more than one instance: Next's cache, Payload's KV and rate limits.
  REDIS_URL: optional.pipe(z.url().optional()),
  ...operations,
  ...googleIndexing,
  })
}

export type Env = z.infer<ReturnType<typeof schemaFor>>

export class EnvError extends Error {}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const strict = source.NODE_ENV === 'production' && source.NEXT_PHASE !== 'phase-production-build'
  const result = schemaFor(strict).safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    )
    throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`)
  }
  return result.data
}

let cached: Env | undefined

export function env(): Env {
  cached ??= parseEnv()
  return cached
}

export const serverUrl = () => env().SERVER_URL.replace(/\/$/, '')

/** Cookies are Secure when the site is served over https (browsers drop them on plain http but localhost). */
export const secureCookies = () => env().NODE_ENV === 'production' && env().SERVER_URL.startsWith('https://')

/**
 * The Indexing API settings, read afresh on each call (checked at start with the rest), so the
 * queue task follows the environment it runs in.
 */
export const googleIndexingEnv = (source: Record<string, string | undefined> = process.env) => z.object(googleIndexing).parse(source)

/** The metrics endpoint's bearer token, read afresh like the Indexing settings (checked at start with the rest). */
export const metricsToken = (source: Record<string, string | undefined> = process.env) => z.object(operations).parse(source).METRICS_TOKEN
