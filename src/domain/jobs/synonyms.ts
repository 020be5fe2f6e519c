import { foldForSearch } from './searchText'

/**
 * Words people in the field use for the same thing, in English and French: a search for any of
 * them finds postings that use another ("RPh" finds "pharmacist", « médecin » finds "physician").
 * Written as people type them; compared folded (foldForSearch: lower-case, no accents). A term of
 * several words matches as that phrase. Add a group, or a term to one, here and nowhere else.
 */
const GROUPS: readonly (readonly string[])[] = [
  ['pharmacist', 'pharmacists', 'RPh', 'PharmD', 'pharmacien', 'pharmacienne', 'pharmaciens', 'pharmaciennes'],
  ['physician', 'physicians', 'doctor', 'doctors', 'MD', 'GP', 'family doctor', 'médecin', 'médecins', 'docteur', 'docteure', 'omnipraticien', 'omnipraticienne'],
  ['nurse practitioner', 'NP', 'IP', 'IPS', 'infirmière praticienne', 'infirmier praticien', 'infirmière praticienne spécialisée'],
  ['nurse', 'nurses', 'RN', 'RPN', 'LPN', 'infirmière', 'infirmier', 'infirmières', 'infirmiers'],
  ['technician', 'technicians', 'tech', 'techs', 'RPhT', 'technicien', 'technicienne', 'techniciens', 'techniciennes'],
  ['pharmacy assistant', 'ATP', 'assistant technique', 'assistante technique', 'assistant technique en pharmacie'],
  [
    'medical office assistant', 'MOA', 'medical secretary', 'medical administrator', 'medical receptionist',
    'adjoint administratif', 'adjointe administrative', 'secrétaire médicale', 'secrétaire médical', 'agente administrative',
  ],
  ['locum', 'locums', 'relief', 'remplacement', 'remplacements', 'dépannage', 'remplaçant', 'remplaçante', 'fill-in'],
  ['part-time', 'part time', 'temps partiel'],
  ['full-time', 'full time', 'temps plein', 'temps complet'],
  ['remote', 'télétravail', 'à distance', 'virtual', 'virtuel', 'telehealth', 'télésanté'],
  ['specialist', 'specialists', 'spécialiste', 'spécialistes'],
  ['clinic', 'clinics', 'clinique', 'cliniques'],
  ['pharmacy', 'pharmacies', 'pharmacie', 'drugstore'],
]

/** Text as a list of folded words, punctuation dropped (`"Part-time"` → part, time). */
export const wordsOf = (text: string) => foldForSearch(text).split(/[^a-z0-9]+/).filter(Boolean)

const FOLDED = GROUPS.map((group) => [...new Map(group.map((term) => [wordsOf(term).join(' '), wordsOf(term)])).values()])

/** Each term (its words joined by a space) → every term of its group, itself included. */
const BY_TERM = new Map<string, string[][]>()
for (const group of FOLDED) for (const term of group) BY_TERM.set(term.join(' '), group)

/** The longest term among the synonyms, in words: longer phrases in a query are not looked up. */
const LONGEST = Math.max(...FOLDED.flat().map((term) => term.length))

/**
 * A query's words grouped as they are matched: each part is the words a posting must hold or, when
 * they make a known term, any other term of its group (each a list of words, a phrase). Terms are
 * taken longest first, left to right.
 */
export function synonymParts(words: string[]): { words: string[]; alternatives: string[][] }[] {
  const parts: { words: string[]; alternatives: string[][] }[] = []
  for (let i = 0; i < words.length; ) {
    let taken = 1
    let key = ''
    let group: string[][] | undefined
    for (let n = Math.min(LONGEST, words.length - i); n >= 1 && !group; n--) {
      key = wordsOf(words.slice(i, i + n).join(' ')).join(' ')
      group = BY_TERM.get(key)
      taken = n
    }
    if (!group) taken = 1
    parts.push({ words: words.slice(i, i + taken), alternatives: group ? group.filter((term) => term.join(' ') !== key) : [] })
    i += taken
  }
  return parts
}
