import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Find Work compares words without accents (foldForSearch in src/domain/jobs/searchText.ts): the
 * stored search texts lose theirs too, so « infirmière » is found by "infirmiere" and the reverse.
 * Both columns are already lower-case; new and edited postings are folded when saved.
 */
const FOLD = (column: string) =>
  `replace(replace(translate(${column}, 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyy'), 'œ', 'oe'), 'æ', 'ae')`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(
      `UPDATE "job_postings" SET "search_text" = ${FOLD('"search_text"')}, "search_text_fr" = ${FOLD('"search_text_fr"')} WHERE "search_text" ~ '[^[:ascii:]]' OR "search_text_fr" ~ '[^[:ascii:]]'`,
    ),
  )
}

// The accents cannot be put back from the folded text; the next save of each posting rebuilds it.
export async function down(_args: MigrateDownArgs): Promise<void> {}
