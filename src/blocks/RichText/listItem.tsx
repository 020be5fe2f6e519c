import type { JSXConverters } from '@payloadcms/richtext-lexical/react'

type ListItemConverter = NonNullable<JSXConverters['listitem']>

/**
 * Lexical's own list item writes `value` (its position) on every `<li>`, which HTML allows only
 * inside `<ol>`: the W3C checker rejects it in bullet lists. Numbered lists keep their numbers;
 * checklists keep Lexical's own rendering.
 */
export function listItem(lexicals: ListItemConverter): ListItemConverter {
  if (typeof lexicals !== 'function') return lexicals
  return function ListItem(args) {
    const { node, nodesToJSX, parent } = args
    const listType = 'listType' in parent ? parent.listType : undefined
    if (listType === 'check') return lexicals(args)
    const nested = node.children.some((child) => child.type === 'list')
    return (
      <li className={nested ? 'nestedListItem' : undefined} style={nested ? { listStyleType: 'none' } : undefined} value={listType === 'number' ? node.value : undefined}>
        {nodesToJSX({ nodes: node.children })}
      </li>
    )
  }
}
