/**
 * BENCH_PROFILE=cpu for a bench's server: the environment that profiles it (cpu-profile.mjs) and
 * the request for its profile at the end, summed up by profile-top.mjs.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import { serverMemory } from './support.mjs'

/** A fresh `dir` and the server environment that profiles into it. */
export function cpuProfilingEnv(dir) {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  return { NODE_OPTIONS: `--import ${path.join(import.meta.dirname, 'cpu-profile.mjs')}`, CPU_PROFILE_DIR: dir }
}

/** Asks the site's server process (under the launcher `launcherPid`) for its profile and waits until it is in `dir`. */
export async function collectCpuProfile(launcherPid, dir) {
  process.kill(serverMemory(launcherPid).pid, 'SIGUSR2')
  for (let i = 0; i < 120; i++) {
    await sleep(500)
    if (readdirSync(dir).some((f) => f.endsWith('.cpuprofile'))) return sleep(1000)
  }
  throw new Error('no CPU profile was written')
}

/** The profiles written to `dir`. */
export const cpuProfiles = (dir) => readdirSync(dir).filter((f) => f.endsWith('.cpuprofile')).map((f) => path.join(dir, f))
