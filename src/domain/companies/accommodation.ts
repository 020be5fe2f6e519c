import type { PayloadRequest } from 'payload'

import { namesCompany } from '@/domain/jobs/listing'
import type { Language } from '@/i18n/locale'
import { translator } from '@/i18n/translator'

/*
 * Ontario's employment standard under the AODA (O. Reg. 191/11 ss. 22–23): applicants are told that
 * accommodation for disabilities is available on request in the recruitment process. Every posting
 * page and the apply dialog say it, in the company's own words when it has written them, else in the
 * catalogue's (`accommodation.default`, lawful in both languages).
 */

/** A company's own texts (`facilities.accommodationEn`, `accommodationFr`); empty is the default. */
export type AccommodationTexts = { accommodationEn?: string | null; accommodationFr?: string | null }

type Posting = { paid?: boolean | null; confidential?: boolean | null }

/**
 * The notice a posting shows in `language`. The company's text only where the posting names its
 * company to everyone (listing.ts `namesCompany`): its words could name it on a confidential one.
 */
export function accommodationNotice(job: Posting, company: AccommodationTexts | null | undefined, language: Language): string {
  const own = namesCompany(job) ? (language === 'fr' ? company?.accommodationFr : company?.accommodationEn)?.trim() : ''
  return own || translator(language)('accommodation.default')
}

const idOf = (value: unknown) => Number(value && typeof value === 'object' ? (value as { id: unknown }).id : value)

/** The company's own texts as the request's user may read them (public fields), or none. */
export async function companyTexts(req: PayloadRequest, facility: unknown): Promise<AccommodationTexts | null> {
  const id = idOf(facility)
  if (!Number.isInteger(id) || id <= 0) return null
  return req.payload
    .findByID({ collection: 'facilities', id, depth: 0, select: { accommodationEn: true, accommodationFr: true }, user: req.user, overrideAccess: false, req })
    .catch(() => null)
}
