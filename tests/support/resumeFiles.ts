import { crc32 } from 'node:zlib'

/** Real-format test files, built byte by byte: what a browser would send. */

const pdfTail = '\nxref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 1 >>\nstartxref\n9\n%%EOF\n'

/** A PDF of exactly `size` bytes (padding inside a comment). */
export function pdf(size = 2048): Buffer {
  const head = '%PDF-1.4\n%'
  const padding = Math.max(0, size - head.length - pdfTail.length)
  return Buffer.concat([Buffer.from(head), Buffer.alloc(padding, 'a'), Buffer.from(pdfTail)])
}

/** A minimal Word 97–2003 file: the compound-file signature and a WordDocument stream name. */
export function doc(): Buffer {
  const header = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
  return Buffer.concat([header, Buffer.alloc(504), Buffer.from('WordDocument', 'utf16le'), Buffer.alloc(512)])
}

/** A compound file that is not a Word document (as an .xls would be). */
export function cfbWithoutWord(): Buffer {
  return Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1024)])
}

/** A stored (uncompressed) zip of the given entries. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.from(content)
    const nameBuf = Buffer.from(name)
    const crc = crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(nameBuf.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(nameBuf.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, nameBuf, data)
    centrals.push(central, nameBuf)
    offset += 30 + nameBuf.length + data.length
  }
  const centralDir = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(Object.keys(entries).length, 8)
  end.writeUInt16LE(Object.keys(entries).length, 10)
  end.writeUInt32LE(centralDir.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, centralDir, end])
}

/** A minimal DOCX: content types naming the main Word part, and that part. */
export function docx(): Buffer {
  return zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Resume</w:t></w:r></w:p></w:body></w:document>',
  })
}

/** A PNG signature and header chunk (what a photo renamed to .pdf starts with). */
export function png(): Buffer {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
    Buffer.alloc(64),
  ])
}

export const html = () => Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')

export const GUEST_A = '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b'
export const GUEST_B = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d'
