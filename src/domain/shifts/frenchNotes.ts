import type { Language, Locale } from '@/i18n/locale'

/*
 * Quebec's Charter of the French Language for a shift's one free text, its notes: a shift in Quebec
 * with notes has them in French (`notesFr`), as a posting there has its text in French
 * (domain/jobs/frenchText.ts). Pure: the post form and the server run the same rule.
 */

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

/** Whether a shift's notes still lack the French that Quebec requires. */
export const lacksFrenchNotes = (shift: { province?: string | null; notes?: string | null; notesFr?: string | null }) =>
  shift.province === 'QC' && filled(shift.notes) && !filled(shift.notesFr)

/** A shift's notes in a page's language: the French on French pages when there is one, else the other (marked with its language). */
export function shownNotes(shift: { notes?: string | null; notesFr?: string | null }, locale: Locale): { text: string; lang: Language } | null {
  const [first, second] = locale === 'fr-CA' ? (['notesFr', 'notes'] as const) : (['notes', 'notesFr'] as const)
  for (const field of [first, second]) {
    const text = shift[field]
    if (filled(text)) return { text, lang: field === 'notesFr' ? 'fr' : 'en' }
  }
  return null
}
