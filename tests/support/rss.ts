/**
 * A small strict reader for the RSS feeds: checks that the text is well-formed XML 1.0 (one root,
 * nested and matching tags, quoted unique attributes, only the predefined and numeric entities,
 * no character XML forbids) and gives back its element tree. Throws with the reason otherwise.
 * Enough for what the site writes (no DTD, CDATA or processing instructions beyond the declaration).
 */

export type XmlElement = { name: string; attributes: Record<string, string>; children: XmlElement[]; text: string }

const NAME = /^[A-Za-z_][\w.:-]*/
const INVALID_CHAR = /[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/u
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function decode(raw: string, where: number): string {
  return raw.replace(/&([^;]*);?/g, (match, body: string) => {
    if (!match.endsWith(';')) throw new Error(`Unterminated entity near ${where}`)
    if (body in ENTITIES) return ENTITIES[body]
    const numeric = /^#(?:x([0-9a-fA-F]+)|([0-9]+))$/.exec(body)
    if (!numeric) throw new Error(`Unknown entity &${body}; near ${where}`)
    const code = numeric[1] ? parseInt(numeric[1], 16) : parseInt(numeric[2], 10)
    const char = String.fromCodePoint(code)
    if (INVALID_CHAR.test(char)) throw new Error(`Character reference to a forbidden character near ${where}`)
    return char
  })
}

export function parseXml(xml: string): XmlElement {
  const bad = INVALID_CHAR.exec(xml)
  if (bad) throw new Error(`Forbidden character U+${bad[0].codePointAt(0)!.toString(16)} at ${bad.index}`)
  let i = 0
  const declaration = /^<\?xml\s+version="1\.[0-9]"(\s+encoding="[A-Za-z][\w.-]*")?(\s+standalone="(yes|no)")?\s*\?>/.exec(xml)
  if (declaration) i = declaration[0].length
  const skipSpace = () => {
    while (i < xml.length && /\s/.test(xml[i])) i++
  }
  const skipComments = () => {
    for (;;) {
      skipSpace()
      if (!xml.startsWith('<!--', i)) return
      const end = xml.indexOf('-->', i + 4)
      if (end < 0 || xml.slice(i + 4, end).includes('--')) throw new Error(`Bad comment at ${i}`)
      i = end + 3
    }
  }

  function element(): XmlElement {
    if (xml[i] !== '<') throw new Error(`Expected a tag at ${i}`)
    i++
    const name = NAME.exec(xml.slice(i))?.[0]
    if (!name) throw new Error(`Bad tag name at ${i}`)
    i += name.length
    const attributes: Record<string, string> = {}
    for (;;) {
      const before = i
      skipSpace()
      if (xml.startsWith('/>', i)) {
        i += 2
        return { name, attributes, children: [], text: '' }
      }
      if (xml[i] === '>') {
        i++
        break
      }
      if (i === before) throw new Error(`Expected space before an attribute at ${i}`)
      const attribute = NAME.exec(xml.slice(i))?.[0]
      if (!attribute) throw new Error(`Bad attribute at ${i}`)
      i += attribute.length
      skipSpace()
      if (xml[i] !== '=') throw new Error(`Expected = at ${i}`)
      i++
      skipSpace()
      const quote = xml[i]
      if (quote !== '"' && quote !== "'") throw new Error(`Unquoted attribute at ${i}`)
      const end = xml.indexOf(quote, i + 1)
      if (end < 0) throw new Error(`Unterminated attribute at ${i}`)
      const raw = xml.slice(i + 1, end)
      if (raw.includes('<')) throw new Error(`< in an attribute at ${i}`)
      if (attribute in attributes) throw new Error(`Repeated attribute ${attribute} at ${i}`)
      attributes[attribute] = decode(raw, i)
      i = end + 1
    }
    const children: XmlElement[] = []
    let text = ''
    for (;;) {
      if (i >= xml.length) throw new Error(`<${name}> is never closed`)
      if (xml.startsWith('</', i)) {
        i += 2
        const closing = NAME.exec(xml.slice(i))?.[0]
        if (closing !== name) throw new Error(`</${closing}> closes <${name}> at ${i}`)
        i += closing.length
        skipSpace()
        if (xml[i] !== '>') throw new Error(`Bad closing tag at ${i}`)
        i++
        return { name, attributes, children, text }
      }
      if (xml.startsWith('<!--', i)) {
        skipComments()
        continue
      }
      if (xml[i] === '<') {
        children.push(element())
        continue
      }
      const next = xml.indexOf('<', i)
      const raw = xml.slice(i, next < 0 ? xml.length : next)
      if (raw.includes(']]>')) throw new Error(`]]> in text at ${i}`)
      text += decode(raw, i)
      i += raw.length
    }
  }

  skipComments()
  const root = element()
  skipComments()
  if (i !== xml.length) throw new Error(`Content after the root element at ${i}`)
  return root
}

const DAY = '(Mon|Tue|Wed|Thu|Fri|Sat|Sun)'
const MONTH = '(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)'
const ZONE = '(UT|GMT|EST|EDT|CST|CDT|MST|MDT|PST|PDT|[A-IK-Z]|[+-]\\d{4})'
/** RFC 822 date-time (with RSS's usual four-digit years allowed). */
export const RFC822 = new RegExp(`^(${DAY}, )?\\d{1,2} ${MONTH} (\\d{2}|\\d{4}) \\d{2}:\\d{2}(:\\d{2})? ${ZONE}$`)

export const child = (parent: XmlElement, name: string) => parent.children.find((c) => c.name === name)
export const childrenNamed = (parent: XmlElement, name: string) => parent.children.filter((c) => c.name === name)

/**
 * Parses `xml` and checks it is an RSS 2.0 document as the specification requires: root `rss` with
 * version 2.0, exactly one channel with a title, link and description, items each with a title or a
 * description, RFC 822 dates, permalink guids that are URLs. Returns the channel.
 */
export function validRss(xml: string): XmlElement {
  const root = parseXml(xml)
  const problems: string[] = []
  if (root.name !== 'rss') problems.push(`root is <${root.name}>`)
  if (root.attributes.version !== '2.0') problems.push(`version is ${root.attributes.version}`)
  const channels = childrenNamed(root, 'channel')
  if (channels.length !== 1) throw new Error(`${channels.length} channels`)
  const channel = channels[0]
  for (const name of ['title', 'link', 'description']) if (!child(channel, name)?.text.trim()) problems.push(`channel lacks ${name}`)
  for (const date of ['pubDate', 'lastBuildDate']) {
    const value = child(channel, date)?.text
    if (value !== undefined && !RFC822.test(value)) problems.push(`channel ${date} ${value}`)
  }
  for (const [n, item] of childrenNamed(channel, 'item').entries()) {
    if (!child(item, 'title')?.text && !child(item, 'description')?.text) problems.push(`item ${n} has neither title nor description`)
    const date = child(item, 'pubDate')?.text
    if (date !== undefined && !RFC822.test(date)) problems.push(`item ${n} pubDate ${date}`)
    const guid = child(item, 'guid')
    if (guid && guid.attributes.isPermaLink !== 'false' && !/^https?:\/\//.test(guid.text)) problems.push(`item ${n} guid ${guid.text}`)
    for (const once of ['title', 'link', 'description', 'guid', 'pubDate']) {
      if (childrenNamed(item, once).length > 1) problems.push(`item ${n} has several ${once}`)
    }
  }
  if (problems.length) throw new Error(`Not valid RSS 2.0: ${problems.join('; ')}`)
  return channel
}
