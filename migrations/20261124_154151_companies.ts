import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_facilities_size" AS ENUM('1-24', '25-99', '100-499', '500+');
  CREATE TABLE "company_invitations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"company_id" integer NOT NULL,
  	"email" varchar NOT NULL,
  	"invited_by_id" integer,
  	"token_hash" varchar,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "facilities" ALTER COLUMN "type" SET DEFAULT 'pharmacy';
  ALTER TABLE "facilities" ADD COLUMN "slug" varchar;
  ALTER TABLE "facilities" ADD COLUMN "logo_id" integer;
  ALTER TABLE "facilities" ADD COLUMN "description" varchar;
  ALTER TABLE "facilities" ADD COLUMN "website" varchar;
  ALTER TABLE "facilities" ADD COLUMN "size" "enum_facilities_size";
  ALTER TABLE "users" ADD COLUMN "company_id" integer;
  ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_facilities_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."facilities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "company_invitations_company_idx" ON "company_invitations" USING btree ("company_id");
  CREATE INDEX "company_invitations_invited_by_idx" ON "company_invitations" USING btree ("invited_by_id");
  CREATE INDEX "company_invitations_token_hash_idx" ON "company_invitations" USING btree ("token_hash");
  CREATE INDEX "company_invitations_updated_at_idx" ON "company_invitations" USING btree ("updated_at");
  CREATE INDEX "company_invitations_created_at_idx" ON "company_invitations" USING btree ("created_at");
  ALTER TABLE "facilities" ADD CONSTRAINT "facilities_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users" ADD CONSTRAINT "users_company_id_facilities_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."facilities"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "facilities_slug_idx" ON "facilities" USING btree ("slug");
  CREATE INDEX "facilities_logo_idx" ON "facilities" USING btree ("logo_id");
  CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "company_invitations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "company_invitations" CASCADE;
  ALTER TABLE "facilities" DROP CONSTRAINT "facilities_logo_id_media_id_fk";
  
  ALTER TABLE "users" DROP CONSTRAINT "users_company_id_facilities_id_fk";
  
  DROP INDEX "facilities_slug_idx";
  DROP INDEX "facilities_logo_idx";
  DROP INDEX "users_company_idx";
  ALTER TABLE "facilities" ALTER COLUMN "type" DROP DEFAULT;
  ALTER TABLE "facilities" DROP COLUMN "slug";
  ALTER TABLE "facilities" DROP COLUMN "logo_id";
  ALTER TABLE "facilities" DROP COLUMN "description";
  ALTER TABLE "facilities" DROP COLUMN "website";
  ALTER TABLE "facilities" DROP COLUMN "size";
  ALTER TABLE "users" DROP COLUMN "company_id";
  DROP TYPE "public"."enum_facilities_size";`)
}
