import { foldForSearch } from '@/domain/jobs/searchText'

/** Abbreviations people type for the words place names spell out (and the reverse), as one form. */
const WORDS: Record<string, string> = { st: 'saint', ste: 'sainte', mt: 'mount' }

/**
 * A place name as lookups compare it: folded as Find Work folds text (foldForSearch: "Montréal" is
 * "montreal"), apostrophes dropped ("St. John's" is "st johns"), other punctuation and hyphens as
 * spaces ("Trois-Rivières" is "trois rivieres"), and "St"/"Ste"/"Mt" as "saint"/"sainte"/"mount".
 * The gazetteer stores each place's key in this form (scripts/build-gazetteer.mjs).
 */
export const placeKey = (name: string) =>
  foldForSearch(name)
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => WORDS[word] ?? word)
    .join(' ')
