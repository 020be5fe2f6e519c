import { describe, expect, it } from 'vitest'

import { renderPdf } from '@/domain/pdf/document'

import { pdfText } from '../support/pdfText'

describe('PDF documents', () => {
  it('reads back every figure and French accents, and a long table runs onto a second page', async () => {
    const rows = Array.from({ length: 80 }, (_, i) => [`Ligne ${i + 1} — dépannage`, '1', `${i + 1},00 $`])
    const bytes = await renderPdf({ title: 'Reçu R-000042', lang: 'fr' }, [
      { kind: 'title', text: 'Reçu R-000042' },
      { kind: 'fields', rows: [['N° TPS/TVH', '123456789 RT0001'], ['Acheteur', 'Pharmacie Élan']] },
      { kind: 'table', head: ['Description', 'Qté', 'Montant'], rows, widths: [6, 1, 2] },
      { kind: 'text', text: 'Total\u202F: 3 240,00 $' },
    ])
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-')
    const { text, pages } = await pdfText(bytes)
    expect(pages).toBe(2)
    for (const figure of ['R-000042', '123456789 RT0001', 'Pharmacie Élan', 'Ligne 80 — dépannage', '80,00 $', '3 240,00 $'])
      expect(text.replace(/\u00A0/g, ' ')).toContain(figure)
  })

  it('draws what a standard font cannot as "?" instead of failing, and wraps long words', async () => {
    const bytes = await renderPdf({ title: 'x', lang: 'en' }, [
      { kind: 'text', text: `Name: 李 Zoë ${'a'.repeat(300)}` },
    ])
    const { text } = await pdfText(bytes)
    expect(text).toContain('Name: ? Zoë')
    expect(text.replace(/\s/g, '')).toContain('a'.repeat(300))
  })
})
