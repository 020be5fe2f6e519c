import { NextIntlClientProvider } from 'next-intl'
import { createElement as h, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { StatusBadge } from '@/components/applications/StatusBadge'
import { StatusButtons } from '@/components/applications/StatusButtons'
import { catalogueOf, formats, TIME_ZONE } from '@/i18n/catalogues'
import type { Locale } from '@/i18n/locale'

/*
 * The review screens' shared pieces (the employer's workspace, My Applications, the admin
 * dashboard) speak the page's language: statuses and review buttons come from the catalogue.
 */

const render = (locale: Locale, node: ReactNode) =>
  renderToStaticMarkup(
    h(NextIntlClientProvider, { locale, messages: { applications: catalogueOf(locale).applications }, formats, timeZone: TIME_ZONE, children: node }),
  )

const owner = { id: 1, roles: ['employer'], company: 7 }
const buttons = (locale: Locale) =>
  render(
    locale,
    h(StatusButtons, {
      application: { status: 'pending', applicant: 2 },
      posting: { facility: 7 },
      user: owner,
      className: 'btn',
      nameOf: (label) => `${label} — Test Person`,
      onSet: () => {},
    }),
  )

describe('review screens in both languages', () => {
  it('shows application statuses in the page’s language, unknown values as they are', () => {
    expect(render('en-CA', h(StatusBadge, { status: 'hired' }))).toContain('>Hired<')
    expect(render('fr-CA', h(StatusBadge, { status: 'hired' }))).toContain('>Embauche confirmée<')
    expect(render('fr-CA', h(StatusBadge, { status: null }))).toContain('>En attente<')
    expect(render('fr-CA', h(StatusBadge, { status: 'archived' }))).toContain('>archived<')
  })

  it('labels the review buttons in the page’s language, names included', () => {
    const en = buttons('en-CA')
    for (const label of ['Review', 'Interview', 'Hire', 'Reject']) expect(en).toContain(`>${label}</button>`)
    expect(en).toContain('aria-label="Review — Test Person"')
    const fr = buttons('fr-CA')
    for (const label of ['Examiner', 'Convoquer en entrevue', 'Embaucher', 'Ne pas retenir']) expect(fr).toContain(`>${label}</button>`)
    expect(fr).not.toContain('>Review<')
  })
})
