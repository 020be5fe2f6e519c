import { describe, expect, it } from 'vitest'

import { safeRedirectPath, safeRedirectPathIn } from '@/lib/safeRedirect'
import { signInAndBack } from '@/domain/auth/signInLink'

const ORIGIN = 'https://staffing.example'

/** Known open-redirect tricks: each must fall back to "/". */
const BYPASSES: [string, unknown][] = [
  ['protocol-relative', '//evil.example'],
  ['three slashes', '///evil.example'],
  ['slash backslash', '/\\evil.example'],
  ['two backslashes', '\\\\evil.example'],
  ['backslash slash', '\\/evil.example'],
  ['slash backslash slash', '/\\/evil.example'],
  ['tab between slashes', '/\t/evil.example'],
  ['newline between slashes', '/\n/evil.example'],
  ['carriage return between slashes', '/\r/evil.example'],
  ['NUL between slashes', '/\u0000/evil.example'],
  ['leading space', ' //evil.example'],
  ['absolute https', 'https://evil.example'],
  ['absolute http with path', 'http://evil.example/auth'],
  ['upper-case scheme', 'HTTPS://evil.example'],
  ['scheme without slashes', 'https:evil.example'],
  ['user-info trick', '//staffing.example@evil.example'],
  ['absolute URL of the site itself', `${ORIGIN}/find-work`],
  ['javascript', 'javascript:alert(1)'],
  ['mixed-case javascript', 'JaVaScRiPt:alert(1)'],
  ['javascript with a tab', 'java\tscript:alert(1)'],
  ['javascript after a space', ' javascript:alert(1)'],
  ['data URL', 'data:text/html,<script>alert(1)</script>'],
  ['bare host', 'evil.example'],
  ['fullwidth solidus', '\uff0f\uff0fevil.example'],
  ['dot segment to protocol-relative', '/.//evil.example'],
  ['encoded slashes', '/%2F%2Fevil.example'],
  ['lower-case encoded slashes', '/%2f%2fevil.example'],
  ['encoded slash after a slash', '/%2Fevil.example'],
  ['encoded, no leading slash', '%2F%2Fevil.example'],
  ['encoded backslash', '/%5Cevil.example'],
  ['lower-case encoded backslash', '/%5cevil.example'],
  ['encoded backslashes only', '%5C%5Cevil.example'],
  ['encoded tab', '/%09/evil.example'],
  ['encoded newline', '/%0A/evil.example'],
  ['encoded dot segment', '/%2e/%2fevil.example'],
  ['double-encoded slashes', '/%252F%252Fevil.example'],
  ['triple-encoded slashes', '/%25252F%25252Fevil.example'],
  ['encoded past every round', '/%2525252F%2525252Fevil.example'],
  ['mixed encoded and raw', '/%2F/evil.example'],
  ['mixed backslash and encoded slash', '/\\%2Fevil.example'],
  ['malformed encoding', '/%E0%A4%A'],
  ['too long', `/${'a'.repeat(3000)}`],
  ['empty', ''],
  ['null', null],
  ['undefined', undefined],
  ['a number', 42],
  ['an array', ['/find-work']],
]

const SAFE: [string, string][] = [
  ['/', '/'],
  ['/find-work', '/find-work'],
  ['/find-work?q=pharmacist&chips=Remote', '/find-work?q=pharmacist&chips=Remote'],
  ['/jobs/12#apply', '/jobs/12#apply'],
  ['/find-work?q=relief%20pharmacist', '/find-work?q=relief%20pharmacist'],
  ['/saved-jobs?from=%2Fapplications', '/saved-jobs?from=%2Fapplications'],
  ['/auth/change-email', '/auth/change-email'],
]

describe('safeRedirectPath: only same-origin paths, parsed against the origin', () => {
  it.each(BYPASSES)('refuses %s', (_label, value) => {
    expect(safeRedirectPath(value, ORIGIN)).toBe('/')
    expect(safeRedirectPath(value)).toBe('/')
  })

  it.each(SAFE)('keeps %s', (value, expected) => {
    expect(safeRedirectPath(value, ORIGIN)).toBe(expected)
    expect(safeRedirectPath(value)).toBe(expected)
  })

  it('every result stays on the origin when followed', () => {
    for (const [, value] of [...BYPASSES, ...SAFE]) {
      const target = new URL(safeRedirectPath(value, ORIGIN), ORIGIN)
      expect(target.origin).toBe(ORIGIN)
    }
  })
})

describe('safeRedirectPathIn: the safe path in the page’s language', () => {
  const CASES: [unknown, string, string][] = [
    ['/find-work?q=nurse', '/find-work?q=nurse', '/fr/find-work?q=nurse'],
    ['/fr/find-work?q=nurse', '/find-work?q=nurse', '/fr/find-work?q=nurse'],
    ['/en/jobs/12#apply', '/jobs/12#apply', '/fr/jobs/12#apply'],
    ['/', '/', '/fr'],
    ['/fr', '/', '/fr'],
    ['/fr?next=1', '/?next=1', '/fr?next=1'],
    ['/?x=1', '/?x=1', '/fr?x=1'],
    ['/french-pages', '/french-pages', '/fr/french-pages'],
    ['/fresh', '/fresh', '/fr/fresh'],
    ['//evil.example', '/', '/fr'],
    ['/fr//evil.example', '/', '/fr'],
    [null, '/', '/fr'],
  ]

  it.each(CASES)('%s → %s in English, %s in French', (value, english, french) => {
    expect(safeRedirectPathIn(value, 'en-CA', ORIGIN)).toBe(english)
    expect(safeRedirectPathIn(value, 'fr-CA', ORIGIN)).toBe(french)
  })

  it('every result stays on the origin when followed', () => {
    for (const [, value] of [...BYPASSES, ...SAFE]) {
      for (const locale of ['en-CA', 'fr-CA'] as const) {
        const target = new URL(safeRedirectPathIn(value, locale, ORIGIN), ORIGIN)
        expect(target.origin).toBe(ORIGIN)
        expect(target.pathname.startsWith('//')).toBe(false)
      }
    }
  })
})

describe('signing in from a screen', () => {
  it('comes back to the screen with its own query (tab, search, repeated values), and to the bare path without one', () => {
    const next = (href: string) => new URL(href, ORIGIN).searchParams.get('next')
    expect(safeRedirectPath(next(signInAndBack('/admin', { tab: 'resumes', q: 'cv & co' })), ORIGIN)).toBe('/admin?tab=resumes&q=cv+%26+co')
    expect(safeRedirectPath(next(signInAndBack('/employer', { status: ['hired', 'reviewed'], page: undefined })), ORIGIN)).toBe('/employer?status=hired&status=reviewed')
    expect(signInAndBack('/admin')).toBe('/auth?next=%2Fadmin')
  })
})
