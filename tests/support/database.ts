import pg from 'pg'

/** The server the test databases live on (trust auth on the CI machine). */
export const adminUrl = () => process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export function databaseUrl(name: string): string {
  const url = new URL(adminUrl())
  url.pathname = `/${name}`
  return url.toString()
}

export async function withAdminClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

export const uniqueDatabaseName = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`

export async function createDatabase(name: string): Promise<string> {
  await withAdminClient((c) => c.query(`CREATE DATABASE "${name}"`))
  return databaseUrl(name)
}

/** Creates the database unless it exists (only one process at a time asks for a given name); true when it did. */
export async function ensureDatabase(name: string): Promise<boolean> {
  return withAdminClient(async (c) => {
    const { rowCount } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (rowCount) return false
    await c.query(`CREATE DATABASE "${name}"`)
    return true
  })
}

export async function dropDatabase(name: string): Promise<void> {
  await withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
}

/** Drops the run's databases: `name` itself and every `name_…` (one per test worker). */
export async function dropRunDatabases(name: string): Promise<void> {
  await withAdminClient(async (c) => {
    const { rows } = await c.query<{ datname: string }>('SELECT datname FROM pg_database')
    for (const { datname } of rows) {
      if (datname === name || datname.startsWith(`${name}_`)) await c.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`)
    }
  })
}

/** Removes databases left behind by earlier runs that were killed before they could clean up. */
export async function dropStaleDatabases(prefix: string, olderThanMs = 6 * 60 * 60 * 1000): Promise<void> {
  await withAdminClient(async (c) => {
    const { rows } = await c.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`${prefix}\\_%`],
    )
    for (const { datname } of rows) {
      const stamp = parseInt(datname.slice(prefix.length + 1).split('_')[0], 36)
      if (Number.isFinite(stamp) && Date.now() - stamp > olderThanMs) {
        await c.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`)
      }
    }
  })
}
