import type { postgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres/drizzle'
import { index } from '@payloadcms/db-postgres/drizzle/pg-core'

type SchemaHook = NonNullable<Parameters<typeof postgresAdapter>[0]['afterSchemaInit']>[number]

/**
 * The back-office search of applicants (domain/applications/listWhere.ts) is `ILIKE '%text%'` on
 * the name and email sent with each application: trigram indexes serve it (Payload's field options
 * cannot declare them), so that a search of a large company's or the whole site's applications
 * reads only the matching rows. The workspace's tag filter (docs/pipeline.md) looks a tag up in the
 * applications' tag rows: by the tag, then the application.
 */
export const applicantSearchIndexes: SchemaHook = ({ schema, extendTable }) => {
  extendTable({
    table: schema.tables.applications,
    extraConfig: (t) => ({
      applicantNameTrgm: index('applications_applicant_name_trgm_idx').using('gin', sql`${t.applicantName} gin_trgm_ops`),
      applicantEmailTrgm: index('applications_applicant_email_trgm_idx').using('gin', sql`${t.applicantEmail} gin_trgm_ops`),
    }),
  })
  extendTable({
    table: schema.tables.applications_texts,
    extraConfig: (t) => ({ tagText: index('applications_texts_text_parent_idx').on(t.text, t.parent) }),
  })
  return schema
}
