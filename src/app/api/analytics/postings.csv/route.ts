import { postingsCsv } from '@/domain/analytics/csv'

/** A company's postings' figures as CSV, for its team (src/domain/analytics/csv.ts). */
export const GET = postingsCsv
