'use client'

import { useTranslations } from 'next-intl'

import { FacetLinks } from '@/components/lists/FacetLinks'
import { ListFilters } from '@/components/lists/ListFilters'
import { Pager } from '@/components/lists/Pager'
import type { FacetedPage } from '@/domain/lists/pages'
import { hrefWith, type ListSort, type ListState } from '@/domain/lists/params'

import { DocsTable } from './ListTable'
import { Toolbar, reloadPage } from './Toolbar'

type Props<T, V extends string> = {
  /** The dashboard's address and the list's state there (its tab included), which every link keeps. */
  path: string
  state: ListState
  /** A page of the list, read on the server, with the count of each facet value. */
  list: FacetedPage<T, V>
  facet: { param: string; values: readonly V[]; labels: Record<V, string>; label: string }
  searchLabel: string
  pagesLabel: string
  /** Filters in force that no field shows (a posting, a company). */
  chips?: React.ReactNode
  columns: string[]
  row: (doc: T) => React.ReactNode
  /** The list's own actions, before Refresh. */
  actions?: React.ReactNode
  /** The list's order when the address names none (newest unless given). */
  defaultSort?: ListSort
  /** What an unfiltered empty list says (the dashboard's "Nothing here yet" unless given). */
  emptyText?: string
}

/** A dashboard list read on the server: Refresh, the facet with its counts, the filters, the page's rows and the pages. */
export function AdminList<T, V extends string>({ path, state, list, facet, searchLabel, pagesLabel, chips, columns, row, actions, defaultSort, emptyText }: Props<T, V>) {
  const t = useTranslations('admin')
  const tl = useTranslations('lists')
  const filtered = Object.keys(state).some((key) => !['tab', 'page', 'sort'].includes(key))
  return (
    <div className="hsm-list">
      <Toolbar onRefresh={reloadPage}>{actions}</Toolbar>
      <FacetLinks path={path} state={state} param={facet.param} values={facet.values} labels={facet.labels} counts={list.counts} label={facet.label} />
      {chips}
      <ListFilters path={path} state={state} searchLabel={searchLabel} clearHref={hrefWith(path, { tab: state.tab })} defaultSort={defaultSort} />
      <p role="status" className="hsm-dash__muted">
        {tl('results', { n: list.totalDocs })}
      </p>
      {list.docs.length > 0 ? <DocsTable columns={columns} docs={list.docs} row={row} /> : <p>{filtered ? tl('noResults') : (emptyText ?? t('empty'))}</p>}
      <Pager path={path} state={state} page={list.page} totalPages={list.totalPages} label={pagesLabel} />
    </div>
  )
}
