'use client'

import { useTranslations } from 'next-intl'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useId, type FormEvent } from 'react'

import { DEFAULT_SORT, hrefWith, MAX_SEARCH, SORTS, type ListSort, type ListState } from '@/domain/lists/params'

import { LIST_CLASSES as classes } from './listClasses'

type Props = {
  path: string
  state: ListState
  /** What the search box searches ("Name or email"). */
  searchLabel: string
  /** The list without any filter (what Clear goes to). */
  clearHref: string
  hash?: string
  /** More fields, each a named select or input read like the others (the posting filter). */
  children?: React.ReactNode
  /** The order the list has when the address names none (as its server side parses it). */
  defaultSort?: ListSort
}

const SORT_LABELS = { newest: 'sortNewest', oldest: 'sortOldest', name: 'sortName' } as const

/**
 * A list's search, range of days and order. Applying them goes to the list's address with them
 * (the first page again), so the state stays in the query string. The form is sent by the script
 * only: sent by the browser itself (no script yet) it posts to the page and changes nothing, so
 * nothing typed lands in an address that way (tests/e2e/no-script-forms).
 */
export function ListFilters({ path, state, searchLabel, clearHref, hash = '', children, defaultSort = DEFAULT_SORT }: Props) {
  const t = useTranslations('lists')
  const router = useRouter()
  const id = useId()

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const changes: Record<string, string | null> = { page: null }
    for (const [name, value] of new FormData(event.currentTarget)) {
      const text = typeof value === 'string' ? value.trim() : ''
      changes[name] = text && !(name === 'sort' && text === defaultSort) ? text : null
    }
    router.push(`${hrefWith(path, state, changes)}${hash}`)
  }

  const day = (name: 'from' | 'to') => (
    <div>
      <label htmlFor={`${id}-${name}`} className={classes.label}>
        {t(name)}
      </label>
      <input id={`${id}-${name}`} name={name} type="date" defaultValue={state[name] ?? ''} className={classes.field} />
    </div>
  )

  return (
    // Remounted when the address changes, so the fields show the list's state after back and forward.
    <form key={JSON.stringify(state)} method="post" role="search" aria-label={t('filters')} onSubmit={apply} className={classes.form}>
      <div>
        <label htmlFor={`${id}-q`} className={classes.label}>
          {t('named', { label: t('search'), value: searchLabel })}
        </label>
        <input id={`${id}-q`} name="q" type="search" maxLength={MAX_SEARCH} defaultValue={state.q ?? ''} className={classes.field} />
      </div>
      {children}
      {day('from')}
      {day('to')}
      <div>
        <label htmlFor={`${id}-sort`} className={classes.label}>
          {t('sort')}
        </label>
        <select id={`${id}-sort`} name="sort" defaultValue={state.sort ?? defaultSort} className={classes.field}>
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(SORT_LABELS[sort])}
            </option>
          ))}
        </select>
      </div>
      <div className={classes.bar}>
        <button type="submit" className={classes.submit}>
          {t('apply')}
        </button>
        <Link href={clearHref} prefetch={false} className={classes.secondary}>
          {t('clear')}
        </Link>
      </div>
    </form>
  )
}
