import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

/** The project's prose: README, docs/, and the upgrade checklist beside the framework code. */
const docs = ['README.md', 'src/framework/README.md', ...readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)]

/** Every `src/…`, `tests/…`, `scripts/…`, `docs/…` or `migrations/…` path a document names in code quotes. */
function pathsIn(text: string): string[] {
  return [...text.matchAll(/`((?:src|tests|scripts|docs|migrations)\/[^`\s]+)`/g)]
    .map((m) => m[1].replace(/[:#(].*$/, ''))
    .filter((p) => !/[<>*]/.test(p))
}

describe('the documentation', () => {
  it('names only files and folders that exist', () => {
    const missing = docs.flatMap((doc) => pathsIn(readFileSync(path.join(root, doc), 'utf8')).filter((p) => !existsSync(path.join(root, p))).map((p) => `${doc}: ${p}`))
    expect(missing).toEqual([])
  })
})
