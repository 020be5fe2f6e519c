/** Runs once when the server starts; the Node.js part lives in its own module (the Edge runtime has no process.exit). */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServer } = await import('./lib/startServer')
    await startServer()
  }
}
