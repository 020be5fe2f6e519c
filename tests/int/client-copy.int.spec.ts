import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { JOB_SCREEN_CLIENT_PARTS, JOB_SCREEN_COPY } from '@/components/jobs/clientCopy'

const components = path.resolve(import.meta.dirname, '../../src/components')
const source = (part: string) => readFileSync(path.join(components, `${part}.tsx`), 'utf8')
const isClient = (text: string) => /^'use client'/m.test(text)

/** `const t = useTranslations('jobs')` … `t('save')`: every key each translator is called with. */
function keysRead(text: string): Record<string, string[]> {
  const read: Record<string, string[]> = {}
  for (const [, name, section] of text.matchAll(/const (\w+) = useTranslations\('(\w+)'\)/g)) {
    const keys = [...text.matchAll(new RegExp(`\\b${name}\\('([\\w.]+)'`, 'g'))].map((m) => m[1])
    read[section] = [...(read[section] ?? []), ...keys]
  }
  return read
}

/** The client components a server component renders (its imports of 'use client' modules). */
function clientImports(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const found: string[] = []
  for (const [, spec] of text.matchAll(/from '((?:@\/components\/|\.\/)[\w/]+)'/g)) {
    const part = spec.startsWith('./') ? path.join(path.relative(components, path.dirname(file)), spec.slice(2)) : spec.slice('@/components/'.length)
    try {
      if (isClient(source(part))) found.push(part)
    } catch {
      // a .ts module (no components)
    }
  }
  return found
}

describe('the copy Find Work and job pages give the browser', () => {
  it('holds every key their client parts read before a dialog opens', () => {
    for (const part of JOB_SCREEN_CLIENT_PARTS) {
      for (const [section, keys] of Object.entries(keysRead(source(part)))) {
        const given: readonly string[] = (JOB_SCREEN_COPY as Record<string, readonly string[]>)[section] ?? []
        expect({ part, missing: keys.filter((key) => !given.includes(key)) }).toEqual({ part, missing: [] })
      }
    }
  })

  it('lists every client part those screens render', () => {
    const app = path.resolve(import.meta.dirname, '../../src/app/(frontend)/[locale]/(app)')
    const screens = [
      path.join(app, 'jobs/[id]/page.tsx'),
      path.join(app, 'find-work/view/[key]/page.tsx'),
      ...['jobs/FindWork', 'jobs/JobDetail', 'jobs/JobCard', 'jobs/JobBadges', 'jobs/PostingDisclosures'].map((part) => path.join(components, `${part}.tsx`)),
    ]
    const rendered = new Set(screens.flatMap(clientImports))
    expect([...rendered].filter((part) => !JOB_SCREEN_CLIENT_PARTS.includes(part))).toEqual([])
  })

  it('has its dialogs bring their own copy', () => {
    expect(source('applications/ApplyButton')).toMatch(/withSections\(mod\.ApplyDialog, \[[^\]]*'applications'/)
    expect(source('alerts/SaveSearch')).toMatch(/withSections\(m\.SaveSearchDialog, \[[^\]]*'alerts'/)
  })
})
