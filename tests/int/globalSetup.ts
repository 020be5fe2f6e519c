import { createDatabase, dropDatabase, dropStaleDatabases } from '../support/database'

/** Creates the run's database before any test file and drops it after the last one. */
export default async function setup() {
  const name = process.env.INT_DATABASE_NAME!
  await dropStaleDatabases('hsm_int')
  await createDatabase(name)
  return async () => {
    await dropDatabase(name)
  }
}
