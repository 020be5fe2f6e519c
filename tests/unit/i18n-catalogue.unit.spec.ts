import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import en from '@/i18n/messages/en'
import fr from '@/i18n/messages/fr'

/**
 * The two message catalogues, key for key: same keys in the same order, the same ICU arguments in
 * each message, every message parsable, French actually translated and typeset, and a few messages
 * formatted the way the pages show them. Needs no database.
 */

type Tree = { readonly [key: string]: string | Tree }

/** Every message of a catalogue as [dotted path, message], in key order. */
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key
    return typeof value === 'string' ? [[path, value] as [string, string]] : leaves(value, path)
  })
}

/** Every node path (groups and messages), so a group in one catalogue and a message in the other is caught. */
function paths(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key
    return typeof value === 'string' ? [path] : [`${path}.*`, ...paths(value, path)]
  })
}

const enMessages = leaves(en)
const frMessages = leaves(fr)
const frByPath = new Map(frMessages)

/** The ICU style of a number/date/time argument as written: `medium`, `::currency/CAD`. */
function styleOf(style: unknown): string {
  if (style === undefined || style === null) return ''
  if (typeof style === 'string') return style
  const skeleton = style as { tokens?: { stem: string; options: string[] }[]; pattern?: string }
  if (skeleton.tokens) return `::${skeleton.tokens.map((t) => [t.stem, ...t.options].join('/')).join(' ')}`
  return `::${skeleton.pattern ?? ''}`
}

/**
 * The arguments a message takes, as `name:type[:style]` (plus `name:select{keys}` for a select's
 * branches), sorted and deduplicated. Plural branches are not compared: each language has its own
 * CLDR categories (French adds `many`), and `other` is required in both.
 */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
        into.add(`${element.value}:string`)
        break
      case TYPE.number:
        into.add(`${element.value}:number:${styleOf(element.style)}`)
        break
      case TYPE.date:
        into.add(`${element.value}:date:${styleOf(element.style)}`)
        break
      case TYPE.time:
        into.add(`${element.value}:time:${styleOf(element.style)}`)
        break
      case TYPE.select:
        into.add(`${element.value}:select{${Object.keys(element.options).sort().join(',')}}`)
        for (const option of Object.values(element.options)) argumentsOf(option.value, into)
        break
      case TYPE.plural:
        into.add(`${element.value}:${element.pluralType === 'ordinal' ? 'selectordinal' : 'plural'}${element.offset ? `:offset${element.offset}` : ''}`)
        if (!('other' in element.options)) into.add(`${element.value}:plural-without-other`)
        for (const option of Object.values(element.options)) argumentsOf(option.value, into)
        break
      case TYPE.tag:
        into.add(`<${element.value}>`)
        argumentsOf(element.children, into)
        break
      default:
        break
    }
  }
  return into
}

const signature = (message: string) => [...argumentsOf(parse(message))].sort()

/** A message's text without its ICU arguments (`{…}` → `{}`), for typography checks. */
function textOf(message: string): string {
  let text = message
  for (let previous = ''; previous !== text; ) {
    previous = text
    text = text.replace(/\{[^{}]*\}/g, '{}')
  }
  return text
}

/**
 * French messages that may equal their English one, each for a reason; keep it short. A value that
 * is no longer identical anywhere must leave the list (checked below).
 */
const SAME_IN_BOTH: Record<string, string> = {
  'Healthcare Staffing Canada': 'the brand name is not translated',
  'info@healthcarestaffing.ca': 'an email address',
  Services: 'the same word in French',
  Notifications: 'the same word in French (the toast area’s name)',
  Urgent: 'the same adjective in French',
  Actions: 'the same word in French (table column)',
  'Page {n, number}': 'the same word in French',
  Alberta: 'province name, same in French',
  Manitoba: 'province name, same in French',
  Ontario: 'province name, same in French',
  Saskatchewan: 'province name, same in French',
  Nunavut: 'territory name, same in French',
  Yukon: 'territory name, same in French',
  Province: 'the same word in French (Find Work’s filter)',
  Distance: 'the same word in French (Find Work’s filter)',
}

describe('message catalogues', () => {
  it('have the same keys, in the same order', () => {
    const enPaths = paths(en)
    const frPaths = paths(fr)
    const frSet = new Set(frPaths)
    const enSet = new Set(enPaths)
    const missingInFr = enPaths.filter((p) => !frSet.has(p))
    const missingInEn = frPaths.filter((p) => !enSet.has(p))
    expect({ missingInFr, missingInEn }).toEqual({ missingInFr: [], missingInEn: [] })
    expect(frPaths).toEqual(enPaths)
  })

  it('parse as ICU messages', () => {
    const failures: string[] = []
    for (const [language, messages] of [['en', enMessages], ['fr', frMessages]] as const) {
      for (const [path, message] of messages) {
        try {
          parse(message)
        } catch (error) {
          failures.push(`${language} ${path}: ${(error as Error).message}`)
        }
      }
    }
    expect(failures).toEqual([])
  })

  it('give each message the same ICU arguments in both languages', () => {
    const differences: string[] = []
    for (const [path, english] of enMessages) {
      const french = frByPath.get(path)
      if (french === undefined) continue // reported by the key test
      try {
        const want = signature(english)
        const got = signature(french)
        if (want.join(' ') !== got.join(' ')) differences.push(`${path}: en [${want.join(', ')}] fr [${got.join(', ')}]`)
      } catch {
        // reported by the parse test
      }
    }
    expect(differences).toEqual([])
  })

  it('translate every French message, apart from the short allow-list', () => {
    const untranslated = enMessages
      .filter(([path, english]) => frByPath.get(path) === english && !(english in SAME_IN_BOTH))
      .map(([path, english]) => `${path}: ${english}`)
    expect(untranslated).toEqual([])

    const identical = new Set(enMessages.filter(([path, english]) => frByPath.get(path) === english).map(([, english]) => english))
    const stale = Object.keys(SAME_IN_BOTH).filter((value) => !identical.has(value))
    expect(stale, 'allow-listed strings that are no longer identical: remove them from SAME_IN_BOTH').toEqual([])
  })

  it('typeset French: typographic apostrophes, no-break spaces before double punctuation and inside guillemets', () => {
    const problems: string[] = []
    for (const [path, message] of frMessages) {
      // An ASCII apostrophe before { or } quotes ICU syntax; French text uses ’ throughout.
      if (message.includes("'")) problems.push(`${path}: ASCII apostrophe (use ’)`)
      const text = textOf(message)
      if (/ [:;?!%»]/.test(text)) problems.push(`${path}: ordinary space before : ; ? ! % or » (use U+00A0 or U+202F)`)
      if (/[^\s{][:;?!»]/u.test(text)) {
        problems.push(`${path}: : ; ? ! or » without a no-break space before it`)
      }
      if (/« |«[^\u00a0\u202f]/.test(text)) problems.push(`${path}: « without a no-break space after it`)
      if (message.includes('...')) problems.push(`${path}: three dots (use …)`)
    }
    expect(problems).toEqual([])
  })

  describe('formatting with next-intl', () => {
    const errors: unknown[] = []
    const onError = (error: unknown) => errors.push(error)
    const t = {
      fr: createTranslator({ locale: 'fr-CA', messages: fr, timeZone: 'America/Toronto', onError }),
      en: createTranslator({ locale: 'en-CA', messages: en, timeZone: 'America/Toronto', onError }),
    }
    // Intl puts a no-break space between a French amount and its symbol; compare what a reader sees
    // after checking that the space is indeed a no-break one.
    const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ')

    it('shows the posting fee in Canadian dollars the French way', () => {
      const fee = t.fr('jobs.fee', { amount: 60 })
      expect(fee).toMatch(/60,00[\u00a0\u202f]\$/)
      expect(plain(fee)).toBe('Frais de publication : 60,00 $ (CAD)')
      expect(t.en('jobs.fee', { amount: 60 })).toBe('Posting fee: $60.00 (CAD)')
      expect(errors).toEqual([])
    })

    it('shows the posting date in the French medium style', () => {
      const date = new Date('2026-11-23T12:00:00Z')
      expect(t.fr('jobs.posted', { date })).toContain('23 nov. 2026')
      expect(t.en('jobs.posted', { date })).toBe('Posted Nov 23, 2026')
      expect(errors).toEqual([])
    })

    it('uses each language’s plural rules for the result count (French counts 0 as singular)', () => {
      const results = (language: 'fr' | 'en', n: number, more = 'false') => plain(t[language]('jobs.results', { n, more }))
      expect([0, 1, 2].map((n) => results('fr', n))).toEqual(['0 poste trouvé', '1 poste trouvé', '2 postes trouvés'])
      expect([0, 1, 2].map((n) => results('en', n))).toEqual(['Showing 0 positions', 'Showing 1 position', 'Showing 2 positions'])
      expect(results('fr', 1000, 'true')).toBe('Plus de 1 000 postes trouvés')
      expect(results('en', 1000, 'true')).toBe('Showing 1,000+ positions')
      expect(plain(t.fr('employer.applicants', { n: 0 }))).toBe('0 candidature')
      expect(plain(t.fr('resumes.count', { n: 3 }))).toBe('3 CV')
      expect(t.fr('email.greeting', { name: 'none' })).toBe('Bonjour,')
      expect(t.fr('email.greeting', { name: 'Émilie' })).toBe('Bonjour Émilie,')
      expect(errors).toEqual([])
    })
  })
})
