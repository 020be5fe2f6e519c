/**
 * Builds Lexical rich-text JSON for seeded copy. Text may contain [label](href) links.
 */
type Node = { type: string; version: number; [key: string]: unknown }

const base = { format: '' as const, indent: 0, version: 1, direction: 'ltr' as const }

const textNode = (text: string): Node => ({ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })

function inline(text: string): Node[] {
  const nodes: Node[] = []
  const pattern = /\[([^\]]+)\]\(([^)]+)\)/g
  let last = 0
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) nodes.push(textNode(text.slice(last, match.index)))
    nodes.push({
      ...base,
      type: 'link',
      version: 3,
      fields: { url: match[2], newTab: false, linkType: 'custom' },
      children: [textNode(match[1])],
    })
    last = match.index + match[0].length
  }
  if (last < text.length) nodes.push(textNode(text.slice(last)))
  return nodes
}

export const p = (text: string): Node => ({ ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: inline(text) })
export const h2 = (text: string): Node => ({ ...base, type: 'heading', tag: 'h2', children: inline(text) })
export const ul = (items: string[]): Node => ({
  ...base,
  type: 'list',
  listType: 'bullet',
  start: 1,
  tag: 'ul',
  children: items.map((item, i) => ({ ...base, type: 'listitem', value: i + 1, children: inline(item) })),
})

export const richText = (...children: Node[]) => ({ root: { ...base, type: 'root', children } })
