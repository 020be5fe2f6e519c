import type { Where } from 'payload'

/** Find Work filter chips (spec §3) and what each one matches (spec §5: tags or employment type). */
export const CHIPS = {
  remote: { label: 'Remote' },
  'full-time': { label: 'Full-time' },
  'part-time': { label: 'Part-time' },
  contract: { label: 'Contract' },
  urgent: { label: 'Urgent' },
  'entry-level': { label: 'Entry Level' },
  'senior-level': { label: 'Senior Level' },
} as const

export type ChipId = keyof typeof CHIPS
export const CHIP_IDS = Object.keys(CHIPS) as ChipId[]
export const isChip = (value: string): value is ChipId => value in CHIPS

/** A chip's condition: its structured field, or a tag with the chip's name. Remote also matches the location text. */
export function chipWhere(chip: ChipId): Where {
  const tag: Where = { tags: { equals: CHIPS[chip].label.toLowerCase() } }
  switch (chip) {
    case 'remote':
      return { or: [{ remote: { equals: true } }, { location: { contains: 'remote' } }, tag] }
    case 'urgent':
      return { or: [{ isUrgent: { equals: true } }, tag] }
    case 'entry-level':
    case 'senior-level':
      return { or: [{ experienceLevel: { equals: chip } }, tag] }
    default:
      return { or: [{ employmentType: { equals: chip } }, tag] }
  }
}
