import { EnvError, parseEnv } from './env'
import { CURRENT_TZ_DATA, isStaleTimeZoneData } from './timeZoneData'

/**
 * Validates the environment (a missing variable stops the server with its name) and initialises
 * Payload, which applies migrations, creates the first admin and starts the jobs queue, so the
 * first visitor waits for none of it.
 */
export async function startServer(): Promise<void> {
  try {
    parseEnv()
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  // In production the site's own server must be in front: it decides client addresses (rate limits)
  // and sets the Content-Security-Policy. A bare `next start` would do neither.
  if (process.env.NODE_ENV === 'production' && process.env.NEXT_PHASE !== 'phase-production-build' && process.env.CLIENT_ADDRESS_FROM_SERVER !== '1') {
    console.error('Start the site with `npm run serve` (scripts/server.mjs), not a bare `next start`.')
    process.exit(1)
  }
  if (isStaleTimeZoneData()) {
    console.error(
      JSON.stringify({
        level: 'warn',
        msg: `This Node's time zone data (${process.versions.tz}) predates ${CURRENT_TZ_DATA}: times in British Columbia and Alberta from November 2026 are an hour off. Run Node 22.23.3 or 24.21.0 or newer (docs/operations.md, "Time zone data").`,
      }),
    )
  }
  // Imported only now: loading the Payload config reads the environment.
  const { getPayloadClient } = await import('./payload/client')
  const payload = await getPayloadClient()
  // Analytics reports are answered by the site's server before Next (framework/analyticsIntake.mjs).
  const [{ provideAnalyticsIntake }, { receiveReport }] = await Promise.all([import('@/framework/analyticsIntake.mjs'), import('@/domain/analytics/receive')])
  provideAnalyticsIntake(receiveReport)
  // Find Work's index of listed postings, read now rather than by the first search (a failure only
  // leaves that read to the first search).
  if (process.env.NEXT_PHASE !== 'phase-production-build') {
    void import('@/domain/jobs/listedIndex')
      .then(({ warmListedIndex }) => warmListedIndex(payload))
      .catch((error: unknown) => console.error(JSON.stringify({ level: 'warn', msg: 'Find Work index not read at start', error: String(error) })))
  }
}
