import { setRequestLocale } from 'next-intl/server'
import { createLocalReq } from 'payload'

import { OpenShifts, type OpenShiftsResult } from '@/components/shifts/OpenShifts'
import { ShiftAlertForm } from '@/components/shifts/ShiftAlertForm'
import { parseShiftQuery, readParams } from '@/components/shifts/shiftQuery'
import type { QueryValues } from '@/domain/lists/params'
import { openShifts } from '@/domain/shifts/browse'
import { myShiftRequests } from '@/domain/shifts/myRequests'
import { requiredCredentialsOf } from '@/domain/shifts/requiredCredentials'
import { getSiteChrome } from '@/domain/content/siteChrome'
import { ClientMessages } from '@/i18n/ClientMessages'
import { languageOf, type Locale } from '@/i18n/locale'
import { pageMetadata } from '@/i18n/metadata'
import { HttpError } from '@/lib/http'
import { getPayloadClient } from '@/lib/payload/client'
import { getViewer, viewerRequest } from '@/lib/payload/viewer'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<QueryValues> }

export const generateMetadata = pageMetadata('/shifts', 'shifts.title')

/** The week view reads at most this many pages of its seven days (20 shifts a page). */
const WEEK_PAGES = 5

/**
 * Open relief shifts (docs/shifts.md, Screens): read on the server with the shifts' own open-shift
 * read (domain/shifts/browse.ts: open, still to come, city and distance, never the street), for
 * everyone; the filters, the view and the page are in the address.
 */
export default async function ShiftsPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const query = parseShiftQuery(await searchParams)
  const user = await getViewer()
  const req = user ? await viewerRequest(user) : await createLocalReq({}, await getPayloadClient())
  let result: OpenShiftsResult
  try {
    const first = await openShifts(req, readParams(query))
    const docs = [...first.docs]
    if (query.view === 'week') for (let page = 2; page <= Math.min(first.totalPages, WEEK_PAGES); page++) docs.push(...(await openShifts(req, readParams(query, page))).docs)
    const credentials = await requiredCredentialsOf(req, docs.map((shift) => shift.id))
    result = {
      kind: 'ready',
      docs: docs.map((shift) => ({ ...shift, companyName: shift.company.name, requiredCredentials: credentials.get(shift.id) ?? [] })),
      page: first.page,
      totalPages: first.totalPages,
      totalDocs: first.totalDocs,
    }
  } catch (error) {
    if (!(error instanceof HttpError) || error.status >= 500) throw error
    result = { kind: 'refused', message: error.textIn(locale).error }
  }
  const mine = user ? await myShiftRequests(req) : []
  // Shift alerts (docs/alerts.md): anyone may ask, as for job alerts; of accounts, the professionals the shifts are for.
  const canAlert = !user || Boolean(user.roles?.includes('professional'))
  const { settings } = canAlert ? await getSiteChrome(languageOf(locale)) : { settings: null }
  return (
    <OpenShifts
      query={query}
      result={result}
      signedIn={Boolean(user)}
      alertForm={
        settings ? (
          <ClientMessages namespaces={['alerts', 'validation', 'enums']}>
            <ShiftAlertForm start={{ near: query.near, km: query.km, positionType: query.positionType, minRate: query.minRate }} senderName={settings.siteName} />
          </ClientMessages>
        ) : null
      }
      mine={mine.flatMap((row) => (row.status === 'pending' || row.status === 'booked' ? [{ ...row, status: row.status, shift: { ...row.shift, rateCents: Number(row.shift.rateCents) } }] : []))}
    />
  )
}
