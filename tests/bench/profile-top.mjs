#!/usr/bin/env node
/**
 * Where a CPU profile's time went: `node tests/bench/profile-top.mjs <file.cpuprofile>…` (cold.mjs runs
 * it on the server's profiles with BENCH_PROFILE=cpu). Prints the functions with the most self time,
 * and self time summed by package (node_modules/<name>), by the app's own code and by Node itself.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

/** Self time in ms per node of a .cpuprofile (samples × their intervals). */
function selfTimes(profile) {
  const self = new Map()
  const { samples = [], timeDeltas = [] } = profile
  for (let i = 0; i < samples.length; i++) self.set(samples[i], (self.get(samples[i]) ?? 0) + (timeDeltas[i] ?? 0) / 1000)
  return self
}

/** Where a script lives: an npm package, the app's build, or Node's internals. */
function owner(url) {
  if (!url) return '(native or idle)'
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1]
  if (pkg) return pkg
  if (url.includes('/.next/')) return '(app build: .next)'
  if (url.startsWith('node:')) return '(node)'
  return path.basename(url)
}

export function summarise(files, top = 25) {
  const byFunction = new Map()
  const byOwner = new Map()
  let total = 0
  for (const file of files) {
    const profile = JSON.parse(readFileSync(file, 'utf8'))
    const self = selfTimes(profile)
    for (const node of profile.nodes) {
      const ms = self.get(node.id) ?? 0
      if (!ms) continue
      total += ms
      const { functionName, url, lineNumber } = node.callFrame
      const where = url ? `${owner(url)}:${lineNumber + 1}` : ''
      const name = `${functionName || '(anonymous)'} ${where}`.trim()
      byFunction.set(name, (byFunction.get(name) ?? 0) + ms)
      byOwner.set(owner(url), (byOwner.get(owner(url)) ?? 0) + ms)
    }
  }
  const print = (title, map) => {
    console.log(`\n${title}`)
    for (const [name, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`${(ms / 1000).toFixed(2).padStart(8)} s ${((ms / total) * 100).toFixed(1).padStart(5)} %  ${name}`)
    }
  }
  console.log(`\nCPU profile: ${(total / 1000).toFixed(1)} s sampled in ${files.length} file(s)`)
  print('self time by function', byFunction)
  print('self time by package', byOwner)
}

if (import.meta.url === `file://${process.argv[1]}`) summarise(process.argv.slice(2))
