import { rm } from 'node:fs/promises'

import { dropRunDatabases, dropStaleDatabases } from '../support/database'

/**
 * Sweeps databases earlier runs left behind; after the last file, drops this run's (one per worker,
 * each created by the first file on it: tests/int/setup.ts) and its resume files.
 */
export default async function setup() {
  const name = process.env.INT_DATABASE_NAME!
  await dropStaleDatabases('hsm_int')
  return async () => {
    await dropRunDatabases(name)
    await rm(`tests/.artifacts/resumes/${name}`, { recursive: true, force: true })
  }
}
