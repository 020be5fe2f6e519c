import { PDFParse } from 'pdf-parse'

/** Reads a PDF back the way a reader would: fails on anything that is not a valid PDF, returns its text. */
export async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) })
  try {
    const result = await parser.getText()
    return { text: result.text, pages: result.total }
  } finally {
    await parser.destroy()
  }
}
