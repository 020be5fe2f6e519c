import { localeOf, type Language } from '@/i18n/locale'
import { translator } from '@/i18n/translator'
import type { Company } from '@/payload-types'

import { TEMPLATE_PLACEHOLDERS } from './options'

/*
 * The status email's template, one per company and language (`facilities.statusEmail`): a subject
 * and a body whose blank lines part paragraphs, with {name}, {position}, {company} and {status} put
 * in when it is sent. A company that wrote none sends the catalogue's default.
 */

export type StatusTemplate = { subject: string; body: string }
type Stored = Company['statusEmail']

const FIELDS = { en: { subject: 'subjectEn', body: 'bodyEn' }, fr: { subject: 'subjectFr', body: 'bodyFr' } } as const

/** Each placeholder as itself: the catalogue writes the default with them as ICU arguments. */
const AS_WRITTEN = Object.fromEntries(TEMPLATE_PLACEHOLDERS.map((name) => [name, `{${name}}`])) as TemplateValues

function defaultTemplate(language: Language): StatusTemplate {
  const t = translator(localeOf(language))
  return { subject: t('pipeline.defaultSubject', AS_WRITTEN), body: t('pipeline.defaultBody', AS_WRITTEN) }
}

/** The company's template in `language`, the default for any part it left empty. */
export function companyTemplate(stored: Stored | null | undefined, language: Language): StatusTemplate {
  const fallback = defaultTemplate(language)
  const own = (field: string) => ((stored as Record<string, unknown> | null | undefined)?.[field] as string | null | undefined)?.trim()
  return { subject: own(FIELDS[language].subject) || fallback.subject, body: own(FIELDS[language].body) || fallback.body }
}

const PLACEHOLDER = new RegExp(`\\{(${TEMPLATE_PLACEHOLDERS.join('|')})\\}`, 'g')

export type TemplateValues = Record<(typeof TEMPLATE_PLACEHOLDERS)[number], string>

/** The text with its placeholders filled in (plain text: the email escapes it). */
export const fillTemplate = (text: string, values: TemplateValues): string =>
  text.replace(PLACEHOLDER, (_, key: keyof TemplateValues) => values[key])

/** A filled body's paragraphs (blank lines part them). */
export const paragraphsOf = (body: string): string[] =>
  body
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)
