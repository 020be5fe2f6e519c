import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_credit_packs_status" AS ENUM('pending', 'paid', 'expired', 'refunded');
  CREATE TABLE "credit_packs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"company_id" integer,
  	"buyer_id" integer,
  	"size" numeric NOT NULL,
  	"price_cents" numeric NOT NULL,
  	"amount_cents" numeric NOT NULL,
  	"currency" varchar NOT NULL,
  	"stripe_checkout_session_id" varchar,
  	"stripe_payment_intent_id" varchar,
  	"status" "enum_credit_packs_status" DEFAULT 'pending' NOT NULL,
  	"paid_at" timestamp(3) with time zone,
  	"refunded_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_credit_packs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"size" numeric NOT NULL,
  	"price_cents" numeric NOT NULL
  );
  
  ALTER TABLE "job_postings" ADD COLUMN "paid_with_credit" boolean DEFAULT false;
  ALTER TABLE "facilities" ADD COLUMN "posting_credits" numeric DEFAULT 0;
  ALTER TABLE "payments" ADD COLUMN "credit_pack_id" integer;
  ALTER TABLE "credit_packs" ADD CONSTRAINT "credit_packs_company_id_facilities_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."facilities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "credit_packs" ADD CONSTRAINT "credit_packs_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_credit_packs" ADD CONSTRAINT "site_settings_credit_packs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "credit_packs_company_idx" ON "credit_packs" USING btree ("company_id");
  CREATE INDEX "credit_packs_buyer_idx" ON "credit_packs" USING btree ("buyer_id");
  CREATE UNIQUE INDEX "credit_packs_stripe_checkout_session_id_idx" ON "credit_packs" USING btree ("stripe_checkout_session_id");
  CREATE INDEX "credit_packs_status_idx" ON "credit_packs" USING btree ("status");
  CREATE INDEX "credit_packs_updated_at_idx" ON "credit_packs" USING btree ("updated_at");
  CREATE INDEX "credit_packs_created_at_idx" ON "credit_packs" USING btree ("created_at");
  CREATE INDEX "site_settings_credit_packs_order_idx" ON "site_settings_credit_packs" USING btree ("_order");
  CREATE INDEX "site_settings_credit_packs_parent_id_idx" ON "site_settings_credit_packs" USING btree ("_parent_id");
  ALTER TABLE "payments" ADD CONSTRAINT "payments_credit_pack_id_credit_packs_id_fk" FOREIGN KEY ("credit_pack_id") REFERENCES "public"."credit_packs"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payments_credit_pack_idx" ON "payments" USING btree ("credit_pack_id");
  -- Written by hand: a company's posting credits never go below zero, whatever runs at once (domain/credits/balance.ts).
  ALTER TABLE "facilities" ADD CONSTRAINT "facilities_posting_credits_not_negative" CHECK ("posting_credits" >= 0);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "credit_packs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_credit_packs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "credit_packs" CASCADE;
  DROP TABLE "site_settings_credit_packs" CASCADE;
  ALTER TABLE "payments" DROP CONSTRAINT "payments_credit_pack_id_credit_packs_id_fk";
  
  DROP INDEX "payments_credit_pack_idx";
  ALTER TABLE "job_postings" DROP COLUMN "paid_with_credit";
  ALTER TABLE "facilities" DROP CONSTRAINT "facilities_posting_credits_not_negative";
  ALTER TABLE "facilities" DROP COLUMN "posting_credits";
  ALTER TABLE "payments" DROP COLUMN "credit_pack_id";
  DROP TYPE "public"."enum_credit_packs_status";`)
}
