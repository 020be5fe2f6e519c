import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Rate-limit counters (src/lib/rateLimit.ts): one row per key, incremented and read in a single
 * statement so parallel requests cannot pass together. Not a Payload collection: nothing but that
 * statement reads or writes it, so no API can either.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE IF NOT EXISTS "rate_limits" (
     "key" varchar(200) PRIMARY KEY,
     "count" integer NOT NULL,
     "reset_at" timestamp(3) with time zone NOT NULL
   );
   CREATE INDEX IF NOT EXISTS "rate_limits_reset_at_idx" ON "rate_limits" ("reset_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "rate_limits";`)
}
