import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Hand-written data step (keep it after the schema migration that adds the verification fields):
 * applying used to make a profile with the placeholder licence number "pending". Those rows are
 * not licences: the number goes, so they never enter the verification queue and the person is
 * asked to complete their profile.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    UPDATE "professional_profiles" SET "license_number" = NULL, "needs_check" = false WHERE "license_number" = 'pending';
  `)
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // The placeholders are not restored.
}
