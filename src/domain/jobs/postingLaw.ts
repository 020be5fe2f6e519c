/*
 * The provinces' posting laws as the board enforces them (docs/posting-law.md): pure data and
 * functions, so the Post a Job form and the server (prepareJob, checkout, approval) run the same rules.
 *
 * - Everywhere: structured pay (minimum, maximum, period); the minimum at most the maximum (equal: a
 *   single expected pay).
 * - British Columbia (Pay Transparency Act s.4): no open-ended pay, in the structured pay or in the
 *   free-text salary range ("$20 and up", "up to $30").
 * - Ontario (ESA Part III.1, O. Reg. 476/24), companies of 25 or more employees or of unknown size: a
 *   range spans at most $50,000 a year unless its top exceeds $200,000 a year; hourly pay counts at the
 *   posting's hours per year (2,080 by default).
 * - Ontario, every posting: whether the vacancy exists, and whether AI screens, assesses or selects
 *   applicants; no "Canadian experience" requirement (English or French).
 * - Quebec (Charter of the French language s.46): a posting requiring a language other than French says why.
 *   (The French version itself is frenchText.ts.)
 */

import { YES_NO } from './options'

/** The hours a year hourly pay is converted at when the posting states none. */
export const DEFAULT_HOURS_PER_YEAR = 2080
/** The hours a posting may state: at least 10 a week (fewer would shrink any hourly range under Ontario's limit), at most a whole year's 8,784. */
export const HOURS_PER_YEAR = { min: 520, max: 8784 } as const
/** Ontario: the widest range allowed, and the pay above which no limit applies (dollars a year). */
const ONTARIO_MAX_SPAN = 50_000
const ONTARIO_EXEMPT_ABOVE = 200_000
/** The longest reason a Quebec posting gives for requiring another language. */
export const LANGUAGE_REASON_MAX = 500

type YesNo = (typeof YES_NO)[number]

/** Company sizes (the company's profile); empty or missing is unknown. */
export type CompanySize = '1-24' | '25-99' | '100-499' | '500+' | '' | null | undefined

/** What the rules read of a posting. */
export type LawPosting = {
  province?: string | null
  payMin?: number | null
  payMax?: number | null
  payUnit?: string | null
  hoursPerYear?: number | null
  salaryRange?: string | null
  existingVacancy?: string | null
  aiScreening?: string | null
  otherLanguageRequired?: boolean | null
  languageRequirementReason?: string | null
  title?: string | null
  description?: string | null
  requirements?: string | null
  titleFr?: string | null
  descriptionFr?: string | null
  requirementsFr?: string | null
  /** Screening questions (screening.ts): their texts and options are the posting's texts too. */
  screeningQuestions?: { question?: string | null; options?: string[] | null }[] | null
}

/** The fields whose change asks for the rules again (with the company, which gives the size). */
export const LAW_FIELDS = [
  'province', 'payMin', 'payMax', 'payUnit', 'hoursPerYear', 'salaryRange', 'existingVacancy', 'aiScreening',
  'otherLanguageRequired', 'languageRequirementReason', 'title', 'description', 'requirements', 'titleFr',
  'descriptionFr', 'requirementsFr', 'screeningQuestions', 'facility',
] as const

/** A catalogue key saying what is wrong (each a sentence with no placeholder). */
type LawMessage =
  | 'postingLaw.payMinRequired'
  | 'postingLaw.payMaxRequired'
  | 'postingLaw.payUnitRequired'
  | 'postingLaw.payOrder'
  | 'postingLaw.hoursInvalid'
  | 'postingLaw.openEnded'
  | 'postingLaw.ontarioSpan'
  | 'postingLaw.existingVacancyRequired'
  | 'postingLaw.aiScreeningRequired'
  | 'postingLaw.canadianExperience'
  | 'postingLaw.languageReasonRequired'

type LawField = keyof LawPosting
/** `row`: the screening question the violation is in (its `question` sub-field). */
export type LawViolation = { field: LawField; message: LawMessage; row?: number }

const number = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)
const filled = (v: unknown) => typeof v === 'string' && v.trim() !== ''

/** Text compared without case or accents, apostrophes made straight and spaces collapsed. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')

/** Wording that leaves pay open at one end ("$20 and up", "up to $30", "à partir de 20 $", "jusqu'à 30 $"). */
const OPEN_ENDED = [
  /\+/,
  /\band (?:up|above|over|higher)\b/,
  /\bor (?:more|higher|above|over)\b/,
  /\bup ?to\b/,
  /\bat least\b/,
  /\bstarting (?:at|from)\b/,
  /\bminimum\b/,
  /\bmaximum\b/,
  /\bmin\./,
  /\bmax\./,
  /\ba partir de\b/,
  /\bjusqu'?a\b/,
  /\b(?:et|ou) plus\b/,
  /\bplus de\b/,
  /\bau moins\b/,
  /\bau plus\b/,
  /\bdes \d/,
]

/** Whether free-text pay wording is open-ended. */
export const openEndedWording = (text: string | null | undefined): boolean => filled(text) && OPEN_ENDED.some((re) => re.test(plain(text!)))

const WORDS = "(?:[a-z'-]+ ){0,3}"
/** "Canadian experience", "experience in Canada", "expérience canadienne", "expérience de travail au Canada". */
const CANADIAN_EXPERIENCE = [
  new RegExp(`\\bcanadian ${WORDS}experience\\b`, 'g'),
  new RegExp(`\\bexperience ${WORDS}in (?:a |the )?canad(?:a|ian)\\b`, 'g'),
  new RegExp(`\\bexperience ${WORDS}canadienne\\b`, 'g'),
  new RegExp(`\\bexperience ${WORDS}(?:au canada|en contexte canadien|dans un contexte canadien)\\b`, 'g'),
]
/** A mention that says the opposite ("no Canadian experience required", "expérience canadienne non requise"). */
const NEGATED_BEFORE = /(?:\b(?:no|not|without|aucune|sans|nulle?)(?: [a-z'-]+)? |non-)$/
const NEGATED_AFTER = /^ (?:is |n'est )?(?:not|non|pas)\b/

/** Whether a text asks for Canadian experience (English or French; a mention saying it is not required is fine). */
export function asksCanadianExperience(text: string | null | undefined): boolean {
  if (!filled(text)) return false
  const t = plain(text!)
  for (const re of CANADIAN_EXPERIENCE) {
    for (const match of t.matchAll(re)) {
      const before = t.slice(Math.max(0, match.index - 20), match.index)
      const after = t.slice(match.index + match[0].length, match.index + match[0].length + 24)
      if (!NEGATED_BEFORE.test(before) && !NEGATED_AFTER.test(after)) return true
    }
  }
  return false
}

/** Pay a year: yearly pay as it is, hourly pay at the posting's hours (2,080 unless it says). */
const yearly = (amount: number, posting: Pick<LawPosting, 'payUnit' | 'hoursPerYear'>) =>
  posting.payUnit === 'hour' ? Math.round(amount * (number(posting.hoursPerYear) ?? DEFAULT_HOURS_PER_YEAR) * 100) / 100 : amount

/** Ontario's pay-range limit holds for companies of 25 or more employees, and when the size is unknown. */
const ontarioRangeApplies = (size: CompanySize) => size !== '1-24'

/** Ontario's questions, asked on every Ontario posting. */
export const asksOntarioDisclosures = (posting: Pick<LawPosting, 'province'>) => posting.province === 'ON'
/** Quebec's question about another language. */
export const asksLanguageReason = (posting: Pick<LawPosting, 'province'>) => posting.province === 'QC'

const TEXT_FIELDS = ['title', 'description', 'requirements', 'titleFr', 'descriptionFr', 'requirementsFr', 'salaryRange'] as const

/**
 * What the law (and the board) refuses in `posting`, whose company is of `size`: each violation names
 * the field to correct and the catalogue key of the reason. Empty when the posting may be published.
 */
export function postingLawViolations(posting: LawPosting, size: CompanySize): LawViolation[] {
  const out: LawViolation[] = []
  const min = number(posting.payMin)
  const max = number(posting.payMax)
  const hours = posting.hoursPerYear == null ? null : number(posting.hoursPerYear)
  if (min === null) out.push({ field: 'payMin', message: 'postingLaw.payMinRequired' })
  if (max === null) out.push({ field: 'payMax', message: 'postingLaw.payMaxRequired' })
  if (posting.payUnit !== 'hour' && posting.payUnit !== 'year') out.push({ field: 'payUnit', message: 'postingLaw.payUnitRequired' })
  if (min !== null && max !== null && max < min) out.push({ field: 'payMax', message: 'postingLaw.payOrder' })
  if (posting.hoursPerYear != null && (hours === null || hours < HOURS_PER_YEAR.min || hours > HOURS_PER_YEAR.max)) {
    out.push({ field: 'hoursPerYear', message: 'postingLaw.hoursInvalid' })
  }

  if (posting.province === 'BC' && openEndedWording(posting.salaryRange)) out.push({ field: 'salaryRange', message: 'postingLaw.openEnded' })

  if (posting.province === 'ON') {
    const payKnown = min !== null && max !== null && max >= min && (posting.payUnit === 'hour' || posting.payUnit === 'year')
    if (payKnown && ontarioRangeApplies(size)) {
      const top = yearly(max, posting)
      const span = Math.round((yearly(max, posting) - yearly(min, posting)) * 100) / 100
      if (top <= ONTARIO_EXEMPT_ABOVE && span > ONTARIO_MAX_SPAN) out.push({ field: 'payMax', message: 'postingLaw.ontarioSpan' })
    }
    if (!YES_NO.includes(posting.existingVacancy as YesNo)) out.push({ field: 'existingVacancy', message: 'postingLaw.existingVacancyRequired' })
    if (!YES_NO.includes(posting.aiScreening as YesNo)) out.push({ field: 'aiScreening', message: 'postingLaw.aiScreeningRequired' })
    const asking = TEXT_FIELDS.find((field) => asksCanadianExperience(posting[field]))
    if (asking) out.push({ field: asking, message: 'postingLaw.canadianExperience' })
    // A screening question asks as plainly as the description does ("Do you have Canadian experience?").
    const row = (posting.screeningQuestions ?? []).findIndex((q) => [q.question, ...(q.options ?? [])].some(asksCanadianExperience))
    if (row >= 0) out.push({ field: 'screeningQuestions', message: 'postingLaw.canadianExperience', row })
  }

  if (posting.province === 'QC' && posting.otherLanguageRequired === true && !filled(posting.languageRequirementReason)) {
    out.push({ field: 'languageRequirementReason', message: 'postingLaw.languageReasonRequired' })
  }
  return out
}
