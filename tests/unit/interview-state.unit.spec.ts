import { NextIntlClientProvider } from 'next-intl'
import { createElement as h, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import { ApplicantInterview } from '@/components/interviews/ApplicantInterview'
import { TeamInterview } from '@/components/interviews/TeamInterview'
import { shownSlot } from '@/domain/interviews/display'
import { isUnderWay, isUpcoming } from '@/domain/interviews/state'
import type { InterviewPanel, InterviewView } from '@/domain/interviews/views'
import { catalogueOf, formats, TIME_ZONE } from '@/i18n/catalogues'

/*
 * Where a round stands in time (docs/pipeline.md, Interviews): one rule for the server's steps and
 * both screens. Once a booked interview has started it takes no step (the server answers 409), so
 * neither side is offered Cancel or new times; until it is recorded as held no second round starts.
 */

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => {} }) }))

const HOUR = 60 * 60 * 1000
const now = new Date('2027-07-06T15:00:00Z')
const round = (changes: Partial<InterviewView>): InterviewView => ({
  id: 1,
  status: 'booked',
  slots: [shownSlot({ start: new Date(Date.now() - HOUR).toISOString(), end: new Date(Date.now()).toISOString(), timeZone: 'America/Toronto' })],
  location: 'Clinic',
  message: null,
  chosenSlot: 0,
  startsAt: new Date(Date.now() - HOUR).toISOString(),
  note: null,
  accommodation: null,
  cancelledBy: null,
  heldAt: null,
  ...changes,
})

const html = (node: ReactNode) => renderToStaticMarkup(h(NextIntlClientProvider, { locale: 'en-CA', messages: { interviews: catalogueOf('en-CA').interviews }, formats, timeZone: TIME_ZONE, children: node }))
const cancelLabel = catalogueOf('en-CA').interviews.cancel

describe('a round in time', () => {
  it('is upcoming until its booked interview starts, and under way until it is recorded as held', () => {
    const at = (hours: number) => new Date(now.getTime() + hours * HOUR).toISOString()
    expect(isUpcoming({ status: 'proposed' }, now)).toBe(true)
    expect(isUpcoming({ status: 'otherTimes' }, now)).toBe(true)
    expect(isUpcoming({ status: 'booked', startsAt: at(1) }, now)).toBe(true)
    expect(isUpcoming({ status: 'booked', startsAt: at(0) }, now)).toBe(false)
    expect(isUpcoming({ status: 'booked', startsAt: at(-1) }, now)).toBe(false)
    expect(isUpcoming({ status: 'cancelled' }, now)).toBe(false)
    expect(isUnderWay({ status: 'booked', startsAt: at(-1) })).toBe(true)
    expect(isUnderWay({ status: 'booked', startsAt: at(-3), heldAt: at(-1) })).toBe(false)
    expect(isUnderWay({ status: 'cancelled' })).toBe(false)
  })

  it('offers neither side Cancel once the booked interview has started; before it starts, both', () => {
    const started: InterviewPanel = { round: round({}), open: true, zone: 'America/Toronto' }
    expect(html(h(ApplicantInterview, { applicationId: 1, panel: started }))).not.toContain(cancelLabel)
    expect(html(h(TeamInterview, { applicationId: 1, panel: started }))).not.toContain(cancelLabel)
    const ahead: InterviewPanel = { ...started, round: round({ startsAt: new Date(Date.now() + HOUR).toISOString() }) }
    expect(html(h(ApplicantInterview, { applicationId: 1, panel: ahead }))).toContain(cancelLabel)
    expect(html(h(TeamInterview, { applicationId: 1, panel: ahead }))).toContain(cancelLabel)
  })
})
