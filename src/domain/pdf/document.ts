import 'server-only'

import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib'

/**
 * A small document writer for the PDFs the site hands out (receipts, credit notes, shift invoices).
 * Pages are Letter (Canada's paper size), text in Helvetica; what a standard font cannot draw
 * (outside Windows-1252) becomes "?" rather than failing the whole document.
 */
export type PdfBlock =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string }
  /** Label and value pairs, one pair a line. */
  | { kind: 'fields'; rows: Array<[string, string]> }
  /** Columns after the first are right-aligned (amounts, quantities). */
  | { kind: 'table'; head: string[]; rows: string[][]; widths: number[] }
  | { kind: 'gap' }

const PAGE = { width: 612, height: 792, margin: 54 }
const SIZE = { title: 18, heading: 12, text: 10 }
const LINE = 1.4

// Windows-1252's characters above Latin-1's control range (the standard fonts' encoding).
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'

function drawable(text: string): string {
  return Array.from(text.replace(/[\u202F\u2007]/g, '\u00A0'))
    .map((char) => {
      const code = char.codePointAt(0) ?? 0
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return char
      if (WIN_ANSI_EXTRA.includes(char)) return char
      return code === 0x0a || code === 0x09 ? ' ' : '?'
    })
    .join('')
}

/** Splits text into lines no wider than `width` points, breaking at spaces (a word longer than a line is cut). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  for (const paragraph of drawable(text).split(/ {2,}|\r?\n/)) {
    let line = ''
    for (const word of paragraph.split(' ')) {
      const next = line ? `${line} ${word}` : word
      if (font.widthOfTextAtSize(next, size) <= width) {
        line = next
        continue
      }
      if (line) lines.push(line)
      line = word
      while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
        let cut = line.length - 1
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--
        lines.push(line.slice(0, cut))
        line = line.slice(cut)
      }
    }
    lines.push(line)
  }
  return lines
}

class Writer {
  private page!: PDFPage
  private y = 0
  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.newPage()
  }

  private newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height])
    this.y = PAGE.height - PAGE.margin
  }

  private room(height: number) {
    if (this.y - height < PAGE.margin) this.newPage()
  }

  private get width() {
    return PAGE.width - 2 * PAGE.margin
  }

  line(text: string, opts: { x?: number; size?: number; bold?: boolean; right?: number } = {}) {
    const size = opts.size ?? SIZE.text
    const font = opts.bold ? this.bold : this.regular
    const safe = drawable(text)
    const x = opts.right !== undefined ? opts.right - font.widthOfTextAtSize(safe, size) : (opts.x ?? PAGE.margin)
    this.page.drawText(safe, { x, y: this.y - size, size, font, color: rgb(0.1, 0.1, 0.1) })
  }

  advance(size: number) {
    this.y -= size * LINE
  }

  paragraph(text: string, size: number, bold = false) {
    const font = bold ? this.bold : this.regular
    for (const line of wrap(text, font, size, this.width)) {
      this.room(size * LINE)
      this.line(line, { size, bold })
      this.advance(size)
    }
  }

  fields(rows: Array<[string, string]>) {
    const labelWidth = Math.max(...rows.map(([label]) => this.bold.widthOfTextAtSize(drawable(label), SIZE.text))) + 12
    for (const [label, value] of rows) {
      const lines = wrap(value, this.regular, SIZE.text, this.width - labelWidth)
      this.room(SIZE.text * LINE * lines.length)
      this.line(label, { bold: true })
      lines.forEach((text, i) => {
        this.line(text, { x: PAGE.margin + labelWidth })
        if (i < lines.length - 1) this.advance(SIZE.text)
      })
      this.advance(SIZE.text)
    }
  }

  table(head: string[], rows: string[][], widths: number[]) {
    const total = widths.reduce((a, b) => a + b, 0)
    const cols = widths.map((w) => (w / total) * this.width)
    const row = (cells: string[], bold: boolean) => {
      const first = wrap(cells[0] ?? '', bold ? this.bold : this.regular, SIZE.text, cols[0]! - 8)
      this.room(SIZE.text * LINE * first.length)
      let right = PAGE.margin + cols[0]!
      cells.slice(1).forEach((cell, i) => {
        right += cols[i + 1]!
        this.line(cell, { right, bold })
      })
      first.forEach((text, i) => {
        this.line(text, { bold })
        if (i < first.length - 1) this.advance(SIZE.text)
      })
      this.advance(SIZE.text)
    }
    row(head, true)
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y + 2 },
      end: { x: PAGE.width - PAGE.margin, y: this.y + 2 },
      thickness: 0.5,
      color: rgb(0.5, 0.5, 0.5),
    })
    this.advance(SIZE.text * 0.3)
    for (const cells of rows) row(cells, false)
  }
}

/** Renders blocks top to bottom onto as many pages as they need. */
export async function renderPdf(meta: { title: string; lang: 'en' | 'fr' }, blocks: PdfBlock[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(drawable(meta.title))
  doc.setLanguage(meta.lang === 'fr' ? 'fr-CA' : 'en-CA')
  doc.setCreationDate(new Date(0))
  doc.setModificationDate(new Date(0))
  const writer = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  )
  for (const block of blocks) {
    if (block.kind === 'title') writer.paragraph(block.text, SIZE.title, true)
    else if (block.kind === 'heading') writer.paragraph(block.text, SIZE.heading, true)
    else if (block.kind === 'text') writer.paragraph(block.text, SIZE.text)
    else if (block.kind === 'fields') writer.fields(block.rows)
    else if (block.kind === 'table') writer.table(block.head, block.rows, block.widths)
    else writer.advance(SIZE.text)
  }
  return doc.save()
}
