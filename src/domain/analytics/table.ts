import { date, integer, pgTable, primaryKey } from '@payloadcms/db-postgres/drizzle/pg-core'

/**
 * The daily counts browsers report (migrations/20261126_205000_posting_daily_stats.ts), declared
 * here for typed SQL: it is not a Payload collection, so the generated schema does not hold it.
 */
export const posting_daily_stats = pgTable(
  'posting_daily_stats',
  {
    posting: integer('posting_id').notNull(),
    day: date('day').notNull(),
    impressions: integer('impressions').notNull().default(0),
    views: integer('views').notNull().default(0),
    applyClicks: integer('apply_clicks').notNull().default(0),
  },
  (columns) => [primaryKey({ columns: [columns.posting, columns.day] })],
)
