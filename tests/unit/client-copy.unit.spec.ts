import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { JOB_SCREEN_COPY } from '@/components/jobs/clientCopy'

const src = path.resolve(import.meta.dirname, '../../src')
const app = path.join(src, 'app/(frontend)/[locale]/(app)')

/** `@/components/x` or `./x` from `file`, as a file of src/ (imports of anything else: null). */
function resolve(spec: string, file: string): string | null {
  const base = spec.startsWith('@/') ? path.join(src, spec.slice(2)) : spec.startsWith('./') ? path.join(path.dirname(file), spec) : null
  if (!base || !base.startsWith(path.join(src, 'components'))) return null
  return ['.tsx', '.ts'].map((ext) => base + ext).find(existsSync) ?? null
}

/**
 * Every client module a screen renders: its server components' imports of 'use client' modules,
 * and everything those import in turn. Dialogs loaded on demand (`import()`) and type imports are not among them.
 */
function clientParts(entry: string): Set<string> {
  const parts = new Set<string>()
  const seen = new Set<string>()
  const walk = (file: string, inClient: boolean) => {
    if (seen.has(file)) return
    seen.add(file)
    const text = readFileSync(file, 'utf8')
    const client = inClient || /^'use client'/m.test(text)
    if (client) parts.add(file)
    for (const [, spec] of text.matchAll(/^import (?!type )[^;]*? from '([^']+)'/gm)) {
      const next = resolve(spec, file)
      if (next) walk(next, client)
    }
  }
  walk(entry, false)
  return parts
}

/** `const t = useTranslations('jobs')` … `t('save')`: every key each translator is called with. */
function keysRead(text: string): [string, string][] {
  const read: [string, string][] = []
  for (const [, name, section] of text.matchAll(/const (\w+) = useTranslations\('(\w+)'\)/g)) {
    for (const [, key] of text.matchAll(new RegExp(`\\b${name}\\('([\\w.]+)'`, 'g'))) read.push([section, key])
  }
  return read
}

describe('the copy Find Work and job pages give the browser', () => {
  const screens = [path.join(app, 'jobs/[id]/page.tsx'), path.join(app, 'find-work/view/[key]/page.tsx')]

  it('holds every key the client components they render read before a dialog opens', () => {
    const given = JOB_SCREEN_COPY as Record<string, readonly string[]>
    for (const screen of screens) {
      const parts = [...clientParts(screen)]
      expect(parts.map((file) => path.basename(file))).toEqual(expect.arrayContaining(['SaveJobButton.tsx', 'ApplyButton.tsx', 'CompanyName.tsx']))
      for (const file of parts) {
        const missing = keysRead(readFileSync(file, 'utf8')).filter(([section, key]) => !given[section]?.includes(key))
        expect({ file: path.relative(src, file), missing }).toEqual({ file: path.relative(src, file), missing: [] })
      }
    }
  })

  it('has its dialogs bring their own copy', () => {
    const read = (file: string) => readFileSync(path.join(src, 'components', file), 'utf8')
    expect(read('applications/ApplyButton.tsx')).toMatch(/withSections\(mod\.ApplyDialog, \[[^\]]*'applications'/)
    expect(read('alerts/SaveSearch.tsx')).toMatch(/withSections\(m\.SaveSearchDialog, \[[^\]]*'alerts'/)
  })
})
