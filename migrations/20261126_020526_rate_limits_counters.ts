import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Rate-limit counters in the layout rate-limiter-flexible's PostgreSQL store reads and writes
 * (src/lib/rateLimit.ts): `points` used in the window that ends at `expire`, in milliseconds since
 * the epoch. The counts and windows in progress are kept. Still not a Payload collection: only the
 * limiter reads or writes it, so no API can.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "rate_limits_reset_at_idx";
   ALTER TABLE "rate_limits" ALTER COLUMN "key" SET DATA TYPE varchar(255);
   ALTER TABLE "rate_limits" RENAME COLUMN "count" TO "points";
   ALTER TABLE "rate_limits" ALTER COLUMN "points" SET DEFAULT 0;
   ALTER TABLE "rate_limits" ALTER COLUMN "reset_at" DROP NOT NULL;
   ALTER TABLE "rate_limits" ALTER COLUMN "reset_at" SET DATA TYPE bigint USING (extract(epoch FROM "reset_at") * 1000)::bigint;
   ALTER TABLE "rate_limits" RENAME COLUMN "reset_at" TO "expire";
   CREATE INDEX IF NOT EXISTS "rate_limits_expire_idx" ON "rate_limits" ("expire");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "rate_limits_expire_idx";
   DELETE FROM "rate_limits" WHERE "expire" IS NULL;
   ALTER TABLE "rate_limits" RENAME COLUMN "expire" TO "reset_at";
   ALTER TABLE "rate_limits" ALTER COLUMN "reset_at" SET DATA TYPE timestamp(3) with time zone USING to_timestamp("reset_at" / 1000.0);
   ALTER TABLE "rate_limits" ALTER COLUMN "reset_at" SET NOT NULL;
   ALTER TABLE "rate_limits" ALTER COLUMN "points" DROP DEFAULT;
   ALTER TABLE "rate_limits" RENAME COLUMN "points" TO "count";
   ALTER TABLE "rate_limits" ALTER COLUMN "key" SET DATA TYPE varchar(200);
   CREATE INDEX IF NOT EXISTS "rate_limits_reset_at_idx" ON "rate_limits" ("reset_at");`)
}
