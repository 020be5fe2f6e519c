import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { gazetteerSource } from '../../scripts/build-gazetteer.mjs'

const committed = path.resolve(import.meta.dirname, '../../src/domain/places/gazetteerData.ts')

describe('the gazetteer data file', () => {
  it('is what npm run gazetteer writes from the installed packages (it cannot drift from them)', () => {
    expect(readFileSync(committed, 'utf8') === gazetteerSource(), 'src/domain/places/gazetteerData.ts is stale: run npm run gazetteer').toBe(true)
  })

  it('credits GeoNames as CC BY 4.0 asks, and the postal areas’ copyright holder', () => {
    const header = readFileSync(committed, 'utf8').slice(0, 800)
    expect(header).toContain('Contains GeoNames data, CC BY 4.0')
    expect(header).toContain('Copyright (c) 2007, Dav Glass')
  })
})
