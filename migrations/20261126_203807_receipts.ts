import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_receipts_kind" AS ENUM('receipt', 'creditNote');
  CREATE TABLE "facilities_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "receipts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"kind" "enum_receipts_kind" NOT NULL,
  	"sequence" numeric NOT NULL,
  	"source" varchar NOT NULL,
  	"payment_id" integer,
  	"payment_intent_id" varchar,
  	"refers_to_id" integer,
  	"company_id" integer NOT NULL,
  	"locale" varchar NOT NULL,
  	"issued_at" timestamp(3) with time zone NOT NULL,
  	"seller" jsonb,
  	"buyer" jsonb,
  	"sale" jsonb,
  	"total_cents" numeric NOT NULL,
  	"currency" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "receipt_counters" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"series" varchar NOT NULL,
  	"next" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "job_postings" ADD COLUMN "checkout_sale" jsonb;
  ALTER TABLE "payments" ADD COLUMN "sale" jsonb;
  ALTER TABLE "site_settings" ADD COLUMN "seller_legal_name" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "seller_address" varchar;
  ALTER TABLE "facilities_rels" ADD CONSTRAINT "facilities_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "facilities_rels" ADD CONSTRAINT "facilities_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "receipts" ADD CONSTRAINT "receipts_refers_to_id_receipts_id_fk" FOREIGN KEY ("refers_to_id") REFERENCES "public"."receipts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "receipts" ADD CONSTRAINT "receipts_company_id_facilities_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."facilities"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "facilities_rels_order_idx" ON "facilities_rels" USING btree ("order");
  CREATE INDEX "facilities_rels_parent_idx" ON "facilities_rels" USING btree ("parent_id");
  CREATE INDEX "facilities_rels_path_idx" ON "facilities_rels" USING btree ("path");
  CREATE INDEX "facilities_rels_users_id_idx" ON "facilities_rels" USING btree ("users_id");
  CREATE UNIQUE INDEX "receipts_number_idx" ON "receipts" USING btree ("number");
  CREATE INDEX "receipts_kind_idx" ON "receipts" USING btree ("kind");
  CREATE INDEX "receipts_sequence_idx" ON "receipts" USING btree ("sequence");
  CREATE UNIQUE INDEX "receipts_source_idx" ON "receipts" USING btree ("source");
  CREATE INDEX "receipts_payment_idx" ON "receipts" USING btree ("payment_id");
  CREATE INDEX "receipts_payment_intent_id_idx" ON "receipts" USING btree ("payment_intent_id");
  CREATE INDEX "receipts_refers_to_idx" ON "receipts" USING btree ("refers_to_id");
  CREATE INDEX "receipts_company_idx" ON "receipts" USING btree ("company_id");
  CREATE INDEX "receipts_issued_at_idx" ON "receipts" USING btree ("issued_at");
  CREATE INDEX "receipts_updated_at_idx" ON "receipts" USING btree ("updated_at");
  CREATE INDEX "receipts_created_at_idx" ON "receipts" USING btree ("created_at");
  CREATE UNIQUE INDEX "receipt_counters_series_idx" ON "receipt_counters" USING btree ("series");
  CREATE INDEX "receipt_counters_updated_at_idx" ON "receipt_counters" USING btree ("updated_at");
  CREATE INDEX "receipt_counters_created_at_idx" ON "receipt_counters" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "facilities_rels" CASCADE;
  DROP TABLE "receipts" CASCADE;
  DROP TABLE "receipt_counters" CASCADE;
  ALTER TABLE "job_postings" DROP COLUMN "checkout_sale";
  ALTER TABLE "payments" DROP COLUMN "sale";
  ALTER TABLE "site_settings" DROP COLUMN "seller_legal_name";
  ALTER TABLE "site_settings" DROP COLUMN "seller_address";
  DROP TYPE "public"."enum_receipts_kind";`)
}
