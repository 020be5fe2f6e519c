import { describe, expect, it } from 'vitest'

import { pipelineSettingsSchema } from '@/domain/pipeline/schemas'
import { companyTemplate, fillTemplate, paragraphsOf } from '@/domain/pipeline/template'

/*
 * The company's status email (docs/pipeline.md): its template per language, the default where a
 * part is empty, the placeholders filled in as plain text, and the settings' limits.
 */

const values = { name: 'Ada', position: 'Relief Pharmacist', company: 'Cedar {status} Pharmacy', status: 'Reviewed' }

describe('the status email template', () => {
  it('falls back to the default, in each language, for any part left empty', () => {
    const en = companyTemplate(null, 'en')
    const fr = companyTemplate({ subjectFr: '  ', bodyFr: 'Bonjour {name}' }, 'fr')
    expect(en.subject).toBe('Your application for {position}')
    expect(en.body).toContain('{company}')
    expect(fr.subject).toBe('Votre candidature au poste {position}')
    expect(fr.body).toBe('Bonjour {name}')
    // French typography in the default: a no-break space before the colon.
    expect(companyTemplate(null, 'fr').body).toMatch(/maintenant\u00a0: \{status\}/)
  })

  it('fills the four placeholders once, leaves anything else in braces, and parts paragraphs on blank lines', () => {
    const text = fillTemplate('Hi {name}, {position} at {company}: {status}. {salary}', values)
    // A value holding a placeholder is not filled again.
    expect(text).toBe('Hi Ada, Relief Pharmacist at Cedar {status} Pharmacy: Reviewed. {salary}')
    expect(paragraphsOf('One\nline\n\n  \n\nTwo\r\n\r\nThree ')).toEqual(['One\nline', 'Two', 'Three'])
  })

  it('keeps the settings within their limits: tags trimmed and once each, a subject on one line', () => {
    const parsed = pipelineSettingsSchema.parse({
      tags: [' Shortlist ', 'Shortlist', 'Call back'],
      statusEmail: { subjectEn: 'News\nabout {position}', bodyEn: '', subjectFr: '', bodyFr: '' },
    })
    expect(parsed.tags).toEqual(['Shortlist', 'Call back'])
    expect(parsed.statusEmail.subjectEn).toBe('News about {position}')
    expect(pipelineSettingsSchema.safeParse({ tags: ['x'.repeat(31)], statusEmail: { subjectEn: '', bodyEn: '', subjectFr: '', bodyFr: '' } }).success).toBe(false)
    expect(pipelineSettingsSchema.safeParse({ tags: Array.from({ length: 31 }, (_, i) => `t${i}`), statusEmail: { subjectEn: '', bodyEn: '', subjectFr: '', bodyFr: '' } }).success).toBe(false)
  })
})
