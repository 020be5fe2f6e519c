import { fileTypeFromBuffer } from 'file-type'

/** What the server accepts as a resume, by content. Word 97–2003 files are OLE compound files. */
export const RESUME_MIME_TYPES = [
  'application/pdf',
  'application/x-cfb',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le')

/** A PDF that ends like one (cross-reference table and end marker), not just a renamed header. */
function isCompletePdf(data: Buffer): boolean {
  const tail = data.subarray(Math.max(0, data.length - 1024)).toString('latin1')
  return tail.includes('%%EOF') && tail.includes('xref')
}

/**
 * The resume type by magic bytes, never by name or browser-sent type: PDF, DOCX (an Office Open XML
 * word package) or DOC (a compound file holding a WordDocument stream). Null for anything else.
 */
export async function detectResumeType(data: Buffer): Promise<{ ext: 'pdf' | 'doc' | 'docx'; mime: string } | null> {
  if (data.length === 0) return null
  const detected = await fileTypeFromBuffer(data).catch(() => undefined)
  if (detected?.mime === 'application/pdf') return isCompletePdf(data) ? { ext: 'pdf', mime: 'application/pdf' } : null
  if (detected?.mime === DOCX) return { ext: 'docx', mime: DOCX }
  if (detected?.mime === 'application/x-cfb' && data.includes(WORD_STREAM)) return { ext: 'doc', mime: 'application/msword' }
  return null
}
