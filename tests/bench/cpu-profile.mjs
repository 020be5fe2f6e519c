/**
 * Loaded with `node --import` (through NODE_OPTIONS, which refuses --cpu-prof) by cold.mjs's server
 * under BENCH_PROFILE=cpu: in the site's server process only, profiles the CPU from the start and
 * writes the profile to CPU_PROFILE_DIR on SIGUSR2 (and starts again).
 */
import { writeFileSync } from 'node:fs'
import { Session } from 'node:inspector/promises'
import path from 'node:path'

if (process.argv[1]?.endsWith('scripts/server.mjs') && process.env.CPU_PROFILE_DIR) {
  const session = new Session()
  session.connect()
  await session.post('Profiler.enable')
  await session.post('Profiler.setSamplingInterval', { interval: 500 })
  await session.post('Profiler.start')
  process.on('SIGUSR2', async () => {
    const { profile } = await session.post('Profiler.stop')
    writeFileSync(path.join(process.env.CPU_PROFILE_DIR, `server-${process.pid}-${Date.now()}.cpuprofile`), JSON.stringify(profile))
    console.log('[profile] CPU profile written')
    // A held server (BENCH_LISTS_HOLD) may be asked again: each profile covers the time since the last.
    await session.post('Profiler.start')
  })
}
