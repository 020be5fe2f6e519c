import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * One row per email job delivered (src/domain/email/deliverOnce.ts): the claim that keeps two queue
 * runners that picked up the same job from sending it twice. Not a Payload collection: nothing but
 * that code reads or writes it, so no API can either.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE IF NOT EXISTS "email_sends" (
     "job_id" varchar(64) PRIMARY KEY,
     "sent_at" timestamp(3) with time zone NOT NULL DEFAULT now()
   );
   CREATE INDEX IF NOT EXISTS "email_sends_sent_at_idx" ON "email_sends" ("sent_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "email_sends";`)
}
