import { NextIntlClientProvider } from 'next-intl'
import { createElement as h } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { SlotTime } from '@/components/interviews/SlotTime'
import { shownSlot } from '@/domain/interviews/display'
import { catalogueOf, formats, TIME_ZONE } from '@/i18n/catalogues'

/*
 * A slot on My Applications (docs/pipeline.md, Interviews): the server cannot know the viewer's
 * zone, so its HTML names the interview's zone only, and the browser adds "… your time" after
 * hydration; HTML that already held the server's own zone would not match the browser's first render.
 */

const slot = shownSlot({ start: '2027-07-06T14:00:00.000Z', end: '2027-07-06T14:45:00.000Z', timeZone: 'America/Halifax' })

describe('an interview time drawn on the server', () => {
  it('shows the interview’s zone and not the server’s own clock as the viewer’s', () => {
    // Whatever zone the server runs in, it differs from the interview's here (Halifax): the old render added it.
    const html = renderToString(h(NextIntlClientProvider, { locale: 'en-CA', messages: { interviews: catalogueOf('en-CA').interviews }, formats, timeZone: TIME_ZONE, children: h(SlotTime, { slot, viewerTime: true }) }))
    expect(html).toContain('Atlantic time (Halifax)')
    expect(html).not.toContain('your time')
  })

  it('shows the time as the server wrote it, whatever the browser’s own time zone data would say', () => {
    const written = { ...slot, text: { 'en-CA': 'Tuesday, July 6, 2027, 11:00 – 11:45 a.m.', 'fr-CA': 'mardi 6 juillet 2027, 11 h 00 à 11 h 45' } }
    const html = renderToString(h(NextIntlClientProvider, { locale: 'fr-CA', messages: { interviews: catalogueOf('fr-CA').interviews }, formats, timeZone: TIME_ZONE, children: h(SlotTime, { slot: written }) }))
    expect(html).toContain('mardi 6 juillet 2027, 11 h 00 à 11 h 45')
  })
})
