import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_credentials_kind" AS ENUM('liability-insurance', 'injection-cpr', 'immunisation', 'police-check');
  CREATE TYPE "public"."enum_credentials_status" AS ENUM('pending', 'verified', 'rejected');
  CREATE TABLE "credentials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer,
  	"kind" "enum_credentials_kind" NOT NULL,
  	"issuer" varchar,
  	"notes" varchar,
  	"expires_on" timestamp(3) with time zone NOT NULL,
  	"original_filename" varchar,
  	"file_size" numeric,
  	"submitted_at" timestamp(3) with time zone,
  	"status" "enum_credentials_status" DEFAULT 'pending',
  	"checked_at" timestamp(3) with time zone,
  	"checked_by_id" integer,
  	"rejection_reason" varchar,
  	"reminded30_for" timestamp(3) with time zone,
  	"reminded7_for" timestamp(3) with time zone,
  	"prefix" varchar DEFAULT 'credentials',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric
  );
  
  ALTER TABLE "credentials" ADD CONSTRAINT "credentials_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "credentials" ADD CONSTRAINT "credentials_checked_by_id_users_id_fk" FOREIGN KEY ("checked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "credentials_owner_idx" ON "credentials" USING btree ("owner_id");
  CREATE INDEX "credentials_expires_on_idx" ON "credentials" USING btree ("expires_on");
  CREATE INDEX "credentials_checked_by_idx" ON "credentials" USING btree ("checked_by_id");
  CREATE INDEX "credentials_updated_at_idx" ON "credentials" USING btree ("updated_at");
  CREATE INDEX "credentials_created_at_idx" ON "credentials" USING btree ("created_at");
  CREATE UNIQUE INDEX "credentials_filename_idx" ON "credentials" USING btree ("filename");
  CREATE INDEX "status_submittedAt_idx" ON "credentials" USING btree ("status","submitted_at");
  CREATE INDEX "owner_kind_idx" ON "credentials" USING btree ("owner_id","kind");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "credentials" CASCADE;
  DROP TYPE "public"."enum_credentials_kind";
  DROP TYPE "public"."enum_credentials_status";`)
}
