import { siteCsv } from '@/domain/analytics/csv'

/** The site's figures by week as CSV, for admins (src/domain/analytics/csv.ts). */
export const GET = siteCsv
