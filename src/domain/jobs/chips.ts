/**
 * Find Work filter chips. Each id is also the tag it matches (tags are stored lower-case);
 * what else a chip matches is in search.ts (tags or employment type; see docs/search.md). Labels: the catalogue's `jobs.chips`.
 */
export const CHIP_IDS = ['remote', 'full-time', 'part-time', 'contract', 'urgent', 'entry-level', 'senior-level'] as const

export type ChipId = (typeof CHIP_IDS)[number]

/** The tag a chip matches: its label as editors type it, lower-cased ("full-time", "entry level"). */
export const chipTag = (chip: ChipId) => chip.replace(/-level$/, ' level')
