// temporary: seed a 100k database (or reuse HOLD_DB), start the production server, print its URL and keep it
import { createDatabase, freePort, startServer, waitForHealth } from './support.mjs'
import { seedPostings } from './search-seed.mjs'
const databaseUrl = process.env.HOLD_DB ?? (await createDatabase(`hold_search_${Date.now()}`))
const port = await freePort(3900)
const server = startServer({ port, databaseUrl, logFile: '/tmp/hold/server.log' })
await waitForHealth(`http://127.0.0.1:${port}`, server)
if (!process.env.HOLD_DB) await seedPostings(databaseUrl, 100000, async () => {}, { companies: true })
console.log(JSON.stringify({ databaseUrl, port, pid: server.child.pid }))
setInterval(() => {}, 1 << 30)
