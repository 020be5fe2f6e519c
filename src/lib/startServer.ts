import { EnvError, parseEnv } from './env'

/**
 * Validates the environment (a missing variable stops the server with its name) and initialises
 * Payload, which applies migrations, creates the first admin and starts the jobs queue, so the
 * first visitor waits for none of it.
 */
export async function startServer(): Promise<void> {
  try {
    parseEnv()
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  // Imported only now: loading the Payload config reads the environment.
  const { getPayloadClient } = await import('./payload/client')
  await getPayloadClient()
}
