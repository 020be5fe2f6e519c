import { withPayload } from '@payloadcms/next/withPayload'
import { describe, expect, it } from 'vitest'

import { clientHintsForAdminOnly } from '../../src/framework/clientHints.mjs'

type Rule = { source: string; headers: { key: string; value: string }[] }

describe("Payload's colour-scheme hint (src/framework/clientHints.mjs)", () => {
  it('is asked critically by withPayload on every path, and by the site only on the admin', async () => {
    const payloadOnly = withPayload({}) as { headers: () => Promise<Rule[]> }
    const everywhere = (await payloadOnly.headers()).find((rule) => rule.headers.some((h) => h.key === 'Critical-CH'))
    // The assumption: one rule on every path. When Payload changes it, this fails before the site does.
    expect(everywhere?.source).toBe('/:path*')

    const rules = await (clientHintsForAdminOnly(payloadOnly) as { headers: () => Promise<Rule[]> }).headers()
    const critical = rules.filter((rule) => rule.headers.some((h) => h.key === 'Critical-CH'))
    expect(critical.map((rule) => rule.source)).toEqual(['/admin/:path+'])
  })
})
