import { RATING_REVEAL_DAYS } from './options'

/*
 * When the ratings of a booking are shown (docs/shifts.md, After the shift): once both sides have
 * rated, or 14 days after the shift ended, whichever comes first. Until then nobody reads a score or a
 * comment, not even the rated side (admins excepted). Pure: the screens and the server read one rule.
 */

type Rated = { professionalRatedAt?: string | Date | null; facilityRatedAt?: string | Date | null; endsAt?: string | Date | null }

export const ratingsRevealed = (request: Rated, now: Date = new Date()): boolean =>
  Boolean(request.professionalRatedAt && request.facilityRatedAt) ||
  (Boolean(request.endsAt) && new Date(request.endsAt!).getTime() + RATING_REVEAL_DAYS * 86_400_000 <= now.getTime())
