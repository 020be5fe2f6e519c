/** Characters XML 1.0 does not allow at all (controls other than tab and line ends, lone surrogates, U+FFFE/FFFF). */
const INVALID_XML = /[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu

/** Text as XML character data or an attribute value: invalid characters removed, markup escaped. */
export function xmlText(value: string): string {
  return value.replace(INVALID_XML, '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)
}
