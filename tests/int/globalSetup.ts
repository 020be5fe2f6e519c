import { rm } from 'node:fs/promises'

import { createDatabase, dropDatabase, dropStaleDatabases } from '../support/database'

/** Creates the run's database before any test file and drops it (and the run's resume files) after the last one. */
export default async function setup() {
  const name = process.env.INT_DATABASE_NAME!
  await dropStaleDatabases('hsm_int')
  await createDatabase(name)
  return async () => {
    await dropDatabase(name)
    await rm(`tests/.artifacts/resumes/${name}`, { recursive: true, force: true })
  }
}
