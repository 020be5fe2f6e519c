/**
 * A text part for an HTML email that arrived without one (the site's own emails always carry their
 * own; see queuedEmailAdapter.ts): every email goes out with both parts, as spam filters expect.
 */

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

/** Character references decoded in one pass, so `&amp;lt;` stays the text `&lt;`. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref.toLowerCase()] ?? whole
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1))
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
  })
}

const stripTags = (html: string) => html.replace(/<[^>]*>/g, '')

/** A link as text: its address, after its label when the label says something else. */
function linkText(href: string, label: string): string {
  const words = stripTags(label).trim()
  return !words || words === href ? href : `${words} (${href})`
}

/**
 * The HTML's body as plain text: spacing collapsed as a browser would, paragraphs and breaks as
 * line breaks, list items as dashes, link addresses kept, tags dropped, entities decoded.
 */
export function textFromHtml(html: string): string {
  const body = /<body\b[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html
  const text = body
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(head|title|style|script)\b[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/\s+/g, ' ')
    .replace(/<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)')[^>]*>([\s\S]*?)<\/a>/gi, (_, dq, sq, label) => linkText(dq ?? sq, label))
    .replace(/<br\b[^>]*>/gi, '\n')
    .replace(/<hr\b[^>]*>/gi, '\n--\n')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<\/?(p|div|h[1-6]|ul|ol|li|table|tr|blockquote)\b[^>]*>/gi, '\n\n')
  return decodeEntities(stripTags(text))
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    // A list item that opens with a paragraph: its dash on the paragraph's first line.
    .replace(/^-\n+/gm, '- ')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
