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

/** A script's path from its package or the app's build down (short enough to read, precise enough to open). */
const fileOf = (url) => url.replace(/^.*node_modules\//, '').replace(/^.*\/\.next\//, '.next/').replace(/^file:\/\/.*\/scripts\//, 'scripts/')

export function summarise(files, top = 40) {
  const byFunction = new Map()
  const byOwner = new Map()
  const inclusive = new Map()
  let total = 0
  for (const file of files) {
    const profile = JSON.parse(readFileSync(file, 'utf8'))
    const self = selfTimes(profile)
    const parent = new Map()
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node)
    const nameOf = (node) => {
      const { functionName, url, lineNumber } = node.callFrame
      return `${functionName || '(anonymous)'} ${url ? `${fileOf(url)}:${lineNumber + 1}` : ''}`.trim()
    }
    for (const node of profile.nodes) {
      const ms = self.get(node.id) ?? 0
      if (!ms) continue
      total += ms
      byFunction.set(nameOf(node), (byFunction.get(nameOf(node)) ?? 0) + ms)
      byOwner.set(owner(node.callFrame.url), (byOwner.get(owner(node.callFrame.url)) ?? 0) + ms)
      // Every function on the stack, once however deep it recurses.
      const onStack = new Set()
      for (let n = node; n; n = parent.get(n.id)) onStack.add(nameOf(n))
      for (const name of onStack) inclusive.set(name, (inclusive.get(name) ?? 0) + ms)
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
  print('total time by function (itself and what it calls)', new Map([...inclusive].filter(([name]) => !/^\((root|program|idle)\)/.test(name))))
  print('self time by package', byOwner)
}

if (import.meta.url === `file://${process.argv[1]}`) summarise(process.argv.slice(2))
