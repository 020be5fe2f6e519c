import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_pages_french_version" AS ENUM('missing', 'partial', 'present');
  CREATE TYPE "public"."enum__pages_v_version_french_version" AS ENUM('missing', 'partial', 'present');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('en', 'fr');
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "header_primary_links_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "header_service_links_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "header_more_links_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "footer_columns_links_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "footer_columns_locales" (
  	"heading" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "footer_locales" (
  	"tagline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "site_settings_locales" (
  	"site_name" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"stats_professionals" varchar NOT NULL,
  	"stats_facilities" varchar NOT NULL,
  	"stats_positions_filled" varchar NOT NULL,
  	"stats_success_rate" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_meta_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk";
  
  DROP INDEX "pages_meta_meta_image_idx";
  DROP INDEX "_pages_v_version_meta_version_meta_image_idx";
  ALTER TABLE "pages_blocks_hero_buttons" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_stats_items" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_stats" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_how_it_works_tracks_steps" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_how_it_works_tracks" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_how_it_works" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_pricing_cards_cards_features" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_pricing_cards_cards" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_pricing_cards" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_service_features_features" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_service_features" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_values_cards_cards" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_values_cards" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_sample_openings_openings" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_sample_openings" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_call_to_action_buttons" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_call_to_action" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_rich_text" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_contact" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_faq_items" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_faq" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_inquiry_form" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages" ADD COLUMN "french_version" "enum_pages_french_version" DEFAULT 'missing';
  ALTER TABLE "_pages_v_blocks_hero_buttons" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_stats_items" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_stats" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_how_it_works_tracks_steps" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_how_it_works_tracks" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_how_it_works" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_pricing_cards_cards_features" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_pricing_cards_cards" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_pricing_cards" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_service_features_features" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_service_features" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_values_cards_cards" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_values_cards" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_sample_openings_openings" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_sample_openings" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_call_to_action_buttons" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_contact" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_faq_items" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_faq" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_inquiry_form" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v" ADD COLUMN "version_french_version" "enum__pages_v_version_french_version" DEFAULT 'missing';
  ALTER TABLE "_pages_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_pages_v" ADD COLUMN "published_locale" "enum__pages_v_published_locale";
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_primary_links_locales" ADD CONSTRAINT "header_primary_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_primary_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_service_links_locales" ADD CONSTRAINT "header_service_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_service_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_more_links_locales" ADD CONSTRAINT "header_more_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_more_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_columns_links_locales" ADD CONSTRAINT "footer_columns_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_columns_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_columns_locales" ADD CONSTRAINT "footer_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_locales" ADD CONSTRAINT "footer_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "header_primary_links_locales_locale_parent_id_unique" ON "header_primary_links_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "header_service_links_locales_locale_parent_id_unique" ON "header_service_links_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "header_more_links_locales_locale_parent_id_unique" ON "header_more_links_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "footer_columns_links_locales_locale_parent_id_unique" ON "footer_columns_links_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "footer_columns_locales_locale_parent_id_unique" ON "footer_columns_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "footer_locales_locale_parent_id_unique" ON "footer_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_hero_buttons_locale_idx" ON "pages_blocks_hero_buttons" USING btree ("_locale");
  CREATE INDEX "pages_blocks_hero_locale_idx" ON "pages_blocks_hero" USING btree ("_locale");
  CREATE INDEX "pages_blocks_stats_items_locale_idx" ON "pages_blocks_stats_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_stats_locale_idx" ON "pages_blocks_stats" USING btree ("_locale");
  CREATE INDEX "pages_blocks_how_it_works_tracks_steps_locale_idx" ON "pages_blocks_how_it_works_tracks_steps" USING btree ("_locale");
  CREATE INDEX "pages_blocks_how_it_works_tracks_locale_idx" ON "pages_blocks_how_it_works_tracks" USING btree ("_locale");
  CREATE INDEX "pages_blocks_how_it_works_locale_idx" ON "pages_blocks_how_it_works" USING btree ("_locale");
  CREATE INDEX "pages_blocks_pricing_cards_cards_features_locale_idx" ON "pages_blocks_pricing_cards_cards_features" USING btree ("_locale");
  CREATE INDEX "pages_blocks_pricing_cards_cards_locale_idx" ON "pages_blocks_pricing_cards_cards" USING btree ("_locale");
  CREATE INDEX "pages_blocks_pricing_cards_locale_idx" ON "pages_blocks_pricing_cards" USING btree ("_locale");
  CREATE INDEX "pages_blocks_service_features_features_locale_idx" ON "pages_blocks_service_features_features" USING btree ("_locale");
  CREATE INDEX "pages_blocks_service_features_locale_idx" ON "pages_blocks_service_features" USING btree ("_locale");
  CREATE INDEX "pages_blocks_values_cards_cards_locale_idx" ON "pages_blocks_values_cards_cards" USING btree ("_locale");
  CREATE INDEX "pages_blocks_values_cards_locale_idx" ON "pages_blocks_values_cards" USING btree ("_locale");
  CREATE INDEX "pages_blocks_sample_openings_openings_locale_idx" ON "pages_blocks_sample_openings_openings" USING btree ("_locale");
  CREATE INDEX "pages_blocks_sample_openings_locale_idx" ON "pages_blocks_sample_openings" USING btree ("_locale");
  CREATE INDEX "pages_blocks_call_to_action_buttons_locale_idx" ON "pages_blocks_call_to_action_buttons" USING btree ("_locale");
  CREATE INDEX "pages_blocks_call_to_action_locale_idx" ON "pages_blocks_call_to_action" USING btree ("_locale");
  CREATE INDEX "pages_blocks_rich_text_locale_idx" ON "pages_blocks_rich_text" USING btree ("_locale");
  CREATE INDEX "pages_blocks_contact_locale_idx" ON "pages_blocks_contact" USING btree ("_locale");
  CREATE INDEX "pages_blocks_faq_items_locale_idx" ON "pages_blocks_faq_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_faq_locale_idx" ON "pages_blocks_faq" USING btree ("_locale");
  CREATE INDEX "pages_blocks_inquiry_form_locale_idx" ON "pages_blocks_inquiry_form" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_hero_buttons_locale_idx" ON "_pages_v_blocks_hero_buttons" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_hero_locale_idx" ON "_pages_v_blocks_hero" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_stats_items_locale_idx" ON "_pages_v_blocks_stats_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_stats_locale_idx" ON "_pages_v_blocks_stats" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_how_it_works_tracks_steps_locale_idx" ON "_pages_v_blocks_how_it_works_tracks_steps" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_how_it_works_tracks_locale_idx" ON "_pages_v_blocks_how_it_works_tracks" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_how_it_works_locale_idx" ON "_pages_v_blocks_how_it_works" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_pricing_cards_cards_features_locale_idx" ON "_pages_v_blocks_pricing_cards_cards_features" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_pricing_cards_cards_locale_idx" ON "_pages_v_blocks_pricing_cards_cards" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_pricing_cards_locale_idx" ON "_pages_v_blocks_pricing_cards" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_service_features_features_locale_idx" ON "_pages_v_blocks_service_features_features" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_service_features_locale_idx" ON "_pages_v_blocks_service_features" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_values_cards_cards_locale_idx" ON "_pages_v_blocks_values_cards_cards" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_values_cards_locale_idx" ON "_pages_v_blocks_values_cards" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_sample_openings_openings_locale_idx" ON "_pages_v_blocks_sample_openings_openings" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_sample_openings_locale_idx" ON "_pages_v_blocks_sample_openings" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_call_to_action_buttons_locale_idx" ON "_pages_v_blocks_call_to_action_buttons" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_call_to_action_locale_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_rich_text_locale_idx" ON "_pages_v_blocks_rich_text" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_contact_locale_idx" ON "_pages_v_blocks_contact" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_faq_items_locale_idx" ON "_pages_v_blocks_faq_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_faq_locale_idx" ON "_pages_v_blocks_faq" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_inquiry_form_locale_idx" ON "_pages_v_blocks_inquiry_form" USING btree ("_locale");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  -- Existing content becomes the English locale, copied before the old columns go (above, every
  -- existing block and block row was marked English by the column's temporary default).
  ALTER TABLE "pages_blocks_hero_buttons" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_blocks_hero" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_blocks_stats_items" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_blocks_stats" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_blocks_how_it_works_tracks_steps" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_blocks_how_it_works_tracks" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_blocks_how_it_works" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_blocks_pricing_cards_cards_features" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_blocks_pricing_cards_cards" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_blocks_pricing_cards" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_blocks_service_features_features" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_blocks_service_features" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_blocks_values_cards_cards" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_blocks_values_cards" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_blocks_sample_openings_openings" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_blocks_sample_openings" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_blocks_call_to_action_buttons" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_blocks_call_to_action" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_blocks_rich_text" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_blocks_contact" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_blocks_faq_items" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_blocks_faq" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_blocks_inquiry_form" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_hero_buttons" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_hero" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_stats_items" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_stats" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_how_it_works_tracks_steps" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_how_it_works_tracks" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_how_it_works" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_pricing_cards_cards_features" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_pricing_cards_cards" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_pricing_cards" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_service_features_features" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_service_features" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_values_cards_cards" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_values_cards" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_sample_openings_openings" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_sample_openings" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_call_to_action_buttons" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_call_to_action" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_rich_text" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_contact" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_faq_items" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_faq" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_inquiry_form" ALTER COLUMN "_locale" DROP DEFAULT;
  INSERT INTO "pages_locales" ("title", "meta_title", "meta_description", "meta_image_id", "_locale", "_parent_id")
    SELECT "title", "meta_title", "meta_description", "meta_image_id", 'en', "id" FROM "pages";
  INSERT INTO "_pages_v_locales" ("version_title", "version_meta_title", "version_meta_description", "version_meta_image_id", "_locale", "_parent_id")
    SELECT "version_title", "version_meta_title", "version_meta_description", "version_meta_image_id", 'en', "id" FROM "_pages_v";
  INSERT INTO "header_primary_links_locales" ("label", "_locale", "_parent_id") SELECT "label", 'en', "id" FROM "header_primary_links";
  INSERT INTO "header_service_links_locales" ("label", "_locale", "_parent_id") SELECT "label", 'en', "id" FROM "header_service_links";
  INSERT INTO "header_more_links_locales" ("label", "_locale", "_parent_id") SELECT "label", 'en', "id" FROM "header_more_links";
  INSERT INTO "footer_columns_links_locales" ("label", "_locale", "_parent_id") SELECT "label", 'en', "id" FROM "footer_columns_links";
  INSERT INTO "footer_columns_locales" ("heading", "_locale", "_parent_id") SELECT "heading", 'en', "id" FROM "footer_columns";
  INSERT INTO "footer_locales" ("tagline", "_locale", "_parent_id") SELECT "tagline", 'en', "id" FROM "footer";
  INSERT INTO "site_settings_locales" ("site_name", "city", "stats_professionals", "stats_facilities", "stats_positions_filled", "stats_success_rate", "_locale", "_parent_id")
    SELECT "site_name", "city", "stats_professionals", "stats_facilities", "stats_positions_filled", "stats_success_rate", 'en', "id" FROM "site_settings";
  ALTER TABLE "pages" DROP COLUMN "title";
  ALTER TABLE "pages" DROP COLUMN "meta_title";
  ALTER TABLE "pages" DROP COLUMN "meta_description";
  ALTER TABLE "pages" DROP COLUMN "meta_image_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_title";
  ALTER TABLE "_pages_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_pages_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_pages_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "header_primary_links" DROP COLUMN "label";
  ALTER TABLE "header_service_links" DROP COLUMN "label";
  ALTER TABLE "header_more_links" DROP COLUMN "label";
  ALTER TABLE "footer_columns_links" DROP COLUMN "label";
  ALTER TABLE "footer_columns" DROP COLUMN "heading";
  ALTER TABLE "footer" DROP COLUMN "tagline";
  ALTER TABLE "site_settings" DROP COLUMN "site_name";
  ALTER TABLE "site_settings" DROP COLUMN "city";
  ALTER TABLE "site_settings" DROP COLUMN "stats_professionals";
  ALTER TABLE "site_settings" DROP COLUMN "stats_facilities";
  ALTER TABLE "site_settings" DROP COLUMN "stats_positions_filled";
  ALTER TABLE "site_settings" DROP COLUMN "stats_success_rate";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  -- Back to one language: the English text returns to its columns (French where a value exists
  -- only in French, so required columns stay filled), and French blocks are removed.
  ALTER TABLE "pages" ADD COLUMN "title" varchar;
  ALTER TABLE "pages" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "pages" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "pages" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "header_primary_links" ADD COLUMN "label" varchar;
  ALTER TABLE "header_service_links" ADD COLUMN "label" varchar;
  ALTER TABLE "header_more_links" ADD COLUMN "label" varchar;
  ALTER TABLE "footer_columns_links" ADD COLUMN "label" varchar;
  ALTER TABLE "footer_columns" ADD COLUMN "heading" varchar;
  ALTER TABLE "footer" ADD COLUMN "tagline" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "site_name" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "city" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "stats_professionals" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "stats_facilities" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "stats_positions_filled" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "stats_success_rate" varchar;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  UPDATE "pages" t SET "title" = l."title", "meta_title" = l."meta_title", "meta_description" = l."meta_description", "meta_image_id" = l."meta_image_id" FROM (
    SELECT DISTINCT ON ("_parent_id") * FROM "pages_locales" ORDER BY "_parent_id", ("_locale" = 'en') DESC
  ) l WHERE l."_parent_id" = t."id";
  UPDATE "_pages_v" t SET "version_title" = l."version_title", "version_meta_title" = l."version_meta_title", "version_meta_description" = l."version_meta_description", "version_meta_image_id" = l."version_meta_image_id" FROM (
    SELECT DISTINCT ON ("_parent_id") * FROM "_pages_v_locales" ORDER BY "_parent_id", ("_locale" = 'en') DESC
  ) l WHERE l."_parent_id" = t."id";
  UPDATE "header_primary_links" t SET "label" = l."label" FROM (
    SELECT DISTINCT ON ("_parent_id") * FROM "header_primary_links_locales" ORDER BY "_parent_id", ("_locale" = 'en') DESC
  ) l WHERE l."_parent_id" = t."id";
  UPDATE "header_service_links" t SET "label" = l."label" FROM (
    SELECT DISTINCT ON ("_parent_id") * FROM "header_service_links_locales" ORDER BY "_parent_id", ("_locale" = 'en') DESC
  ) l WHERE l."_parent_id" = t."id";
  UPDATE "header_more_links" t SET "label" = l."label" FROM (
    SELECT DISTINCT ON ("_parent_id") * FROM "header_more_links_locales" ORDER BY "_parent_id", ("_locale" = 'en') DESC
  ) l WHERE l."_parent_id" = t."id";
  UPDATE "footer_columns_links" t SET "label" = l."label" FROM (
    SELECT DISTINCT ON ("_parent_id") * FROM "footer_columns_links_locales" ORDER BY "_parent_id", ("_locale" = 'en') DESC
  ) l WHERE l."_parent_id" = t."id";
  UPDATE "footer_columns" t SET "heading" = l."heading" FROM (
    SELECT DISTINCT ON ("_parent_id") * FROM "footer_columns_locales" ORDER BY "_parent_id", ("_locale" = 'en') DESC
  ) l WHERE l."_parent_id" = t."id";
  UPDATE "footer" t SET "tagline" = l."tagline" FROM (
    SELECT DISTINCT ON ("_parent_id") * FROM "footer_locales" ORDER BY "_parent_id", ("_locale" = 'en') DESC
  ) l WHERE l."_parent_id" = t."id";
  UPDATE "site_settings" t SET "site_name" = l."site_name", "city" = l."city", "stats_professionals" = l."stats_professionals", "stats_facilities" = l."stats_facilities", "stats_positions_filled" = l."stats_positions_filled", "stats_success_rate" = l."stats_success_rate" FROM (
    SELECT DISTINCT ON ("_parent_id") * FROM "site_settings_locales" ORDER BY "_parent_id", ("_locale" = 'en') DESC
  ) l WHERE l."_parent_id" = t."id";
  UPDATE "header_primary_links" SET "label" = '' WHERE "label" IS NULL;
  ALTER TABLE "header_primary_links" ALTER COLUMN "label" SET NOT NULL;
  UPDATE "header_service_links" SET "label" = '' WHERE "label" IS NULL;
  ALTER TABLE "header_service_links" ALTER COLUMN "label" SET NOT NULL;
  UPDATE "header_more_links" SET "label" = '' WHERE "label" IS NULL;
  ALTER TABLE "header_more_links" ALTER COLUMN "label" SET NOT NULL;
  UPDATE "footer_columns_links" SET "label" = '' WHERE "label" IS NULL;
  ALTER TABLE "footer_columns_links" ALTER COLUMN "label" SET NOT NULL;
  UPDATE "footer_columns" SET "heading" = '' WHERE "heading" IS NULL;
  ALTER TABLE "footer_columns" ALTER COLUMN "heading" SET NOT NULL;
  UPDATE "site_settings" SET "site_name" = '' WHERE "site_name" IS NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "site_name" SET NOT NULL;
  UPDATE "site_settings" SET "city" = '' WHERE "city" IS NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "city" SET NOT NULL;
  UPDATE "site_settings" SET "stats_professionals" = '' WHERE "stats_professionals" IS NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "stats_professionals" SET NOT NULL;
  UPDATE "site_settings" SET "stats_facilities" = '' WHERE "stats_facilities" IS NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "stats_facilities" SET NOT NULL;
  UPDATE "site_settings" SET "stats_positions_filled" = '' WHERE "stats_positions_filled" IS NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "stats_positions_filled" SET NOT NULL;
  UPDATE "site_settings" SET "stats_success_rate" = '' WHERE "stats_success_rate" IS NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "stats_success_rate" SET NOT NULL;
  DELETE FROM "pages_blocks_hero_buttons" WHERE "_locale" <> 'en';
  DELETE FROM "pages_blocks_hero" WHERE "_locale" <> 'en';
  DELETE FROM "pages_blocks_stats_items" WHERE "_locale" <> 'en';
  DELETE FROM "pages_blocks_stats" WHERE "_locale" <> 'en';
  DELETE FROM "pages_blocks_how_it_works_tracks_steps" WHERE "_locale" <> 'en';
  DELETE FROM "pages_blocks_how_it_works_tracks" WHERE "_locale" <> 'en';
  DELETE FROM "pages_blocks_how_it_works" WHERE "_locale" <> 'en';
  DELETE FROM "pages_blocks_pricing_cards_cards_features" WHERE "_locale" <> 'en';
  DELETE FROM "pages_blocks_pricing_cards_cards" WHERE "_locale" <> 'en';
  DELETE FROM "pages_blocks_pricing_cards" WHERE "_locale" <> 'en';
  DELETE FROM "pages_blocks_service_features_features" WHERE "_locale" <> 'en';
  DELETE FROM "pages_blocks_service_features" WHERE "_locale" <> 'en';
  DELETE FROM "pages_blocks_values_cards_cards" WHERE "_locale" <> 'en';
  DELETE FROM "pages_blocks_values_cards" WHERE "_locale" <> 'en';
  DELETE FROM "pages_blocks_sample_openings_openings" WHERE "_locale" <> 'en';
  DELETE FROM "pages_blocks_sample_openings" WHERE "_locale" <> 'en';
  DELETE FROM "pages_blocks_call_to_action_buttons" WHERE "_locale" <> 'en';
  DELETE FROM "pages_blocks_call_to_action" WHERE "_locale" <> 'en';
  DELETE FROM "pages_blocks_rich_text" WHERE "_locale" <> 'en';
  DELETE FROM "pages_blocks_contact" WHERE "_locale" <> 'en';
  DELETE FROM "pages_blocks_faq_items" WHERE "_locale" <> 'en';
  DELETE FROM "pages_blocks_faq" WHERE "_locale" <> 'en';
  DELETE FROM "pages_blocks_inquiry_form" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_hero_buttons" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_hero" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_stats_items" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_stats" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_how_it_works_tracks_steps" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_how_it_works_tracks" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_how_it_works" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_pricing_cards_cards_features" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_pricing_cards_cards" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_pricing_cards" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_service_features_features" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_service_features" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_values_cards_cards" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_values_cards" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_sample_openings_openings" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_sample_openings" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_call_to_action_buttons" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_call_to_action" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_rich_text" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_contact" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_faq_items" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_faq" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_inquiry_form" WHERE "_locale" <> 'en';
  ALTER TABLE "pages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_primary_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_service_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_more_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer_columns_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer_columns_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "header_primary_links_locales" CASCADE;
  DROP TABLE "header_service_links_locales" CASCADE;
  DROP TABLE "header_more_links_locales" CASCADE;
  DROP TABLE "footer_columns_links_locales" CASCADE;
  DROP TABLE "footer_columns_locales" CASCADE;
  DROP TABLE "footer_locales" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages" USING btree ("meta_image_id");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v" USING btree ("version_meta_image_id");
  DROP INDEX "pages_blocks_hero_buttons_locale_idx";
  DROP INDEX "pages_blocks_hero_locale_idx";
  DROP INDEX "pages_blocks_stats_items_locale_idx";
  DROP INDEX "pages_blocks_stats_locale_idx";
  DROP INDEX "pages_blocks_how_it_works_tracks_steps_locale_idx";
  DROP INDEX "pages_blocks_how_it_works_tracks_locale_idx";
  DROP INDEX "pages_blocks_how_it_works_locale_idx";
  DROP INDEX "pages_blocks_pricing_cards_cards_features_locale_idx";
  DROP INDEX "pages_blocks_pricing_cards_cards_locale_idx";
  DROP INDEX "pages_blocks_pricing_cards_locale_idx";
  DROP INDEX "pages_blocks_service_features_features_locale_idx";
  DROP INDEX "pages_blocks_service_features_locale_idx";
  DROP INDEX "pages_blocks_values_cards_cards_locale_idx";
  DROP INDEX "pages_blocks_values_cards_locale_idx";
  DROP INDEX "pages_blocks_sample_openings_openings_locale_idx";
  DROP INDEX "pages_blocks_sample_openings_locale_idx";
  DROP INDEX "pages_blocks_call_to_action_buttons_locale_idx";
  DROP INDEX "pages_blocks_call_to_action_locale_idx";
  DROP INDEX "pages_blocks_rich_text_locale_idx";
  DROP INDEX "pages_blocks_contact_locale_idx";
  DROP INDEX "pages_blocks_faq_items_locale_idx";
  DROP INDEX "pages_blocks_faq_locale_idx";
  DROP INDEX "pages_blocks_inquiry_form_locale_idx";
  DROP INDEX "_pages_v_blocks_hero_buttons_locale_idx";
  DROP INDEX "_pages_v_blocks_hero_locale_idx";
  DROP INDEX "_pages_v_blocks_stats_items_locale_idx";
  DROP INDEX "_pages_v_blocks_stats_locale_idx";
  DROP INDEX "_pages_v_blocks_how_it_works_tracks_steps_locale_idx";
  DROP INDEX "_pages_v_blocks_how_it_works_tracks_locale_idx";
  DROP INDEX "_pages_v_blocks_how_it_works_locale_idx";
  DROP INDEX "_pages_v_blocks_pricing_cards_cards_features_locale_idx";
  DROP INDEX "_pages_v_blocks_pricing_cards_cards_locale_idx";
  DROP INDEX "_pages_v_blocks_pricing_cards_locale_idx";
  DROP INDEX "_pages_v_blocks_service_features_features_locale_idx";
  DROP INDEX "_pages_v_blocks_service_features_locale_idx";
  DROP INDEX "_pages_v_blocks_values_cards_cards_locale_idx";
  DROP INDEX "_pages_v_blocks_values_cards_locale_idx";
  DROP INDEX "_pages_v_blocks_sample_openings_openings_locale_idx";
  DROP INDEX "_pages_v_blocks_sample_openings_locale_idx";
  DROP INDEX "_pages_v_blocks_call_to_action_buttons_locale_idx";
  DROP INDEX "_pages_v_blocks_call_to_action_locale_idx";
  DROP INDEX "_pages_v_blocks_rich_text_locale_idx";
  DROP INDEX "_pages_v_blocks_contact_locale_idx";
  DROP INDEX "_pages_v_blocks_faq_items_locale_idx";
  DROP INDEX "_pages_v_blocks_faq_locale_idx";
  DROP INDEX "_pages_v_blocks_inquiry_form_locale_idx";
  DROP INDEX "_pages_v_snapshot_idx";
  DROP INDEX "_pages_v_published_locale_idx";
  ALTER TABLE "pages_blocks_hero_buttons" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_stats_items" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_stats" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_how_it_works_tracks_steps" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_how_it_works_tracks" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_how_it_works" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_pricing_cards_cards_features" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_pricing_cards_cards" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_pricing_cards" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_service_features_features" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_service_features" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_values_cards_cards" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_values_cards" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_sample_openings_openings" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_sample_openings" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_call_to_action_buttons" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_call_to_action" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_rich_text" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_contact" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_faq_items" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_faq" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_inquiry_form" DROP COLUMN "_locale";
  ALTER TABLE "pages" DROP COLUMN "french_version";
  ALTER TABLE "_pages_v_blocks_hero_buttons" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_stats_items" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_stats" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_how_it_works_tracks_steps" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_how_it_works_tracks" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_how_it_works" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_pricing_cards_cards_features" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_pricing_cards_cards" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_pricing_cards" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_service_features_features" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_service_features" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_values_cards_cards" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_values_cards" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_sample_openings_openings" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_sample_openings" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_call_to_action_buttons" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_call_to_action" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_rich_text" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_contact" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_faq_items" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_faq" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_inquiry_form" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v" DROP COLUMN "version_french_version";
  ALTER TABLE "_pages_v" DROP COLUMN "snapshot";
  ALTER TABLE "_pages_v" DROP COLUMN "published_locale";
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_pages_french_version";
  DROP TYPE "public"."enum__pages_v_version_french_version";
  DROP TYPE "public"."enum__pages_v_published_locale";`)
}
