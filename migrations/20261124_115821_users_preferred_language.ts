import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_preferred_language" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_ownership_inquiries_language" AS ENUM('en', 'fr');
  ALTER TABLE "users" ADD COLUMN "preferred_language" "enum_users_preferred_language" DEFAULT 'en' NOT NULL;
  ALTER TABLE "ownership_inquiries" ADD COLUMN "language" "enum_ownership_inquiries_language" DEFAULT 'en';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" DROP COLUMN "preferred_language";
  ALTER TABLE "ownership_inquiries" DROP COLUMN "language";
  DROP TYPE "public"."enum_users_preferred_language";
  DROP TYPE "public"."enum_ownership_inquiries_language";`)
}
