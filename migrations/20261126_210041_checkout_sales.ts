import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "checkout_sales" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"session_id" varchar NOT NULL,
  	"company_id" integer,
  	"sale" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "checkout_sales" ADD CONSTRAINT "checkout_sales_company_id_facilities_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."facilities"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "checkout_sales_session_id_idx" ON "checkout_sales" USING btree ("session_id");
  CREATE INDEX "checkout_sales_company_idx" ON "checkout_sales" USING btree ("company_id");
  CREATE INDEX "checkout_sales_updated_at_idx" ON "checkout_sales" USING btree ("updated_at");
  CREATE INDEX "checkout_sales_created_at_idx" ON "checkout_sales" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "checkout_sales" CASCADE;`)
}
