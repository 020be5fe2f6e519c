'use client'

import { useTranslations } from 'next-intl'
import Link from 'next/link'

import { hrefWith, type ListState } from '@/domain/lists/params'

import { LIST_CLASSES as classes } from './listClasses'

type Props = {
  /** The list's page (its address without the query) and its state, which every link keeps. */
  path: string
  state: ListState
  /** The query value holding this list's page (a screen with two lists pages each on its own). */
  param?: string
  page: number
  totalPages: number
  /** The navigation's accessible name ("Pages of applicants"). */
  label: string
  /** Where on the page the links land (`#applicants`). */
  hash?: string
}

/** A list's previous and next pages and where it is ("Page 2 of 9"), as links: shareable, and the back button goes back a page. */
export function Pager({ path, state, param = 'page', page, totalPages, label, hash = '' }: Props) {
  const t = useTranslations('lists')
  if (totalPages <= 1) return null
  const to = (n: number) => `${hrefWith(path, state, { [param]: n > 1 ? n : null })}${hash}`
  return (
    <nav aria-label={label} className={classes.bar}>
      {page > 1 ? (
        <Link href={to(page - 1)} prefetch={false} rel="prev" className={classes.secondary}>
          {t('previous')}
        </Link>
      ) : null}
      <span className={classes.muted}>
        {t('pageOf', { page, pages: totalPages })}
      </span>
      {page < totalPages ? (
        <Link href={to(page + 1)} prefetch={false} rel="next" className={classes.secondary}>
          {t('next')}
        </Link>
      ) : null}
    </nav>
  )
}
