import type { Language, Locale } from '@/i18n/locale'

import type { PostingAction } from './transitions'

/*
 * A posting's French version (titleFr, descriptionFr, requirementsFr) and Quebec's rule. Pure data
 * and functions: the Post a Job form runs the same rule as the server.
 */

export const FRENCH_FIELDS = ['titleFr', 'descriptionFr', 'requirementsFr'] as const
export type FrenchField = (typeof FRENCH_FIELDS)[number]

/** The English field each French one translates. */
const ENGLISH_OF = { titleFr: 'title', descriptionFr: 'description', requirementsFr: 'requirements' } as const satisfies Record<FrenchField, string>

type Texts = {
  province?: string | null
  title?: string | null
  description?: string | null
  requirements?: string | null
} & Partial<Record<FrenchField, string | null>>

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

/**
 * Quebec's Charter of the French Language: a posting for a job in Quebec must be in French. The
 * French title, description and requirements are required before it is paid for or published.
 */
export const needsFrench = (posting: { province?: string | null }) => posting.province === 'QC'

/** The French fields the posting still lacks before it may be paid for or published (none outside Quebec). */
export const missingFrench = (posting: Texts): FrenchField[] =>
  needsFrench(posting) ? FRENCH_FIELDS.filter((field) => !filled(posting[field])) : []

/**
 * The moves towards Find Work that the rule guards, whoever asks: paying (asked for at checkout),
 * an admin's free post (live at once) and approval. Renewing only makes a draft again, which the
 * owner may then complete before paying; Stripe confirming a payment is never refused.
 */
export const FRENCH_GUARDED: readonly PostingAction[] = ['postFree', 'pay', 'payWithCredit', 'approve']

/** One block of a posting's text as a page shows it, with the language it is written in. */
export type ShownText = { text: string; lang: Language }

export type ShownPosting = {
  title: ShownText
  description: ShownText
  requirements: ShownText
  /** The language of the posting as shown (its description's): JSON-LD `inLanguage`. */
  locale: Locale
}

/**
 * A posting's text in a page's language: on a French page each block in French when the posting
 * has it, else in English (marked `en`, so screen readers switch voice); English pages show English.
 */
export function shownText(posting: Texts, locale: Locale): ShownPosting {
  const pick = (field: FrenchField): ShownText => {
    const french = posting[field]
    if (locale === 'fr-CA' && filled(french)) return { text: french, lang: 'fr' }
    return { text: posting[ENGLISH_OF[field]] ?? '', lang: 'en' }
  }
  const description = pick('descriptionFr')
  return {
    title: pick('titleFr'),
    description,
    requirements: pick('requirementsFr'),
    locale: description.lang === 'fr' ? 'fr-CA' : 'en-CA',
  }
}

/** A posting's title as a reader of `locale` reads it (emails, Stripe): the French one in French when there is one. */
export const titleIn = (posting: Texts, locale: Locale): string => shownText(posting, locale).title.text
