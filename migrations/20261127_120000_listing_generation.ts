import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Find Work's in-memory index (src/domain/jobs/listedIndex.ts) must know, on every instance, when any
 * posting changed. `listing_generation` holds one number that every transaction writing postings (or
 * their tags) adds one to as it commits: the trigger is deferred, so the number moves with the
 * commit (a reader never sees a new number before the rows it stands for) and the row is locked
 * only for that last moment (a writer holding other rows never waits on it mid-transaction, so no
 * deadlock). A transaction adds one once, however many rows it wrote (a local setting remembers it).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE IF NOT EXISTS "listing_generation" ("n" bigint NOT NULL);
   INSERT INTO "listing_generation" ("n") SELECT 1 WHERE NOT EXISTS (SELECT 1 FROM "listing_generation");

   CREATE OR REPLACE FUNCTION "listing_generation_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF coalesce(current_setting('listing_generation.bumped', true), '') <> '1' THEN
       PERFORM set_config('listing_generation.bumped', '1', true);
       UPDATE "listing_generation" SET "n" = "n" + 1;
     END IF;
     RETURN NULL;
   END $$;

   DROP TRIGGER IF EXISTS "job_postings_listing_generation" ON "job_postings";
   CREATE CONSTRAINT TRIGGER "job_postings_listing_generation" AFTER INSERT OR UPDATE OR DELETE ON "job_postings"
     DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "listing_generation_bump"();
   DROP TRIGGER IF EXISTS "job_postings_texts_listing_generation" ON "job_postings_texts";
   CREATE CONSTRAINT TRIGGER "job_postings_texts_listing_generation" AFTER INSERT OR UPDATE OR DELETE ON "job_postings_texts"
     DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "listing_generation_bump"();

   -- Emptying a table fires no row trigger: count it at once (TRUNCATE locks the table anyway).
   CREATE OR REPLACE FUNCTION "listing_generation_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     UPDATE "listing_generation" SET "n" = "n" + 1;
     RETURN NULL;
   END $$;
   DROP TRIGGER IF EXISTS "job_postings_listing_generation_truncate" ON "job_postings";
   CREATE TRIGGER "job_postings_listing_generation_truncate" AFTER TRUNCATE ON "job_postings"
     FOR EACH STATEMENT EXECUTE FUNCTION "listing_generation_truncated"();`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TRIGGER IF EXISTS "job_postings_listing_generation_truncate" ON "job_postings";
   DROP TRIGGER IF EXISTS "job_postings_texts_listing_generation" ON "job_postings_texts";
   DROP TRIGGER IF EXISTS "job_postings_listing_generation" ON "job_postings";
   DROP FUNCTION IF EXISTS "listing_generation_truncated"();
   DROP FUNCTION IF EXISTS "listing_generation_bump"();
   DROP TABLE IF EXISTS "listing_generation";`)
}
