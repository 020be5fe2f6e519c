'use client'

import { useFormatter, useTranslations } from 'next-intl'
import Link from 'next/link'

import { hrefWith, type ListState } from '@/domain/lists/params'

import { LIST_CLASSES as classes } from './listClasses'

type Props<V extends string> = {
  path: string
  state: ListState
  /** The query value this filter sets (`status`), the values offered with their labels, and how many records each has. */
  param: string
  values: readonly V[]
  labels: Record<V, string>
  counts: Record<V, number>
  /** The filter's accessible name ("Applicants by status"). */
  label: string
  hash?: string
}

/**
 * A filter of one field as links, each with its count under the list's other filters beside it
 * ("Pending (12)"), "All" first: every choice is an address, and works without JavaScript.
 */
export function FacetLinks<V extends string>({ path, state, param, values, labels, counts, label, hash = '' }: Props<V>) {
  const t = useTranslations('lists')
  const format = useFormatter()
  const chosen = state[param]
  const all = values.reduce((sum, value) => sum + counts[value], 0)
  const options: [V | null, string, number][] = [[null, t('all'), all], ...values.map((value): [V, string, number] => [value, labels[value], counts[value]])]
  return (
    <nav aria-label={label}>
      <ul className={classes.bar}>
        {options.map(([value, text, count]) => {
          const current = (value ?? undefined) === chosen
          return (
            <li key={value ?? ''}>
              <Link href={`${hrefWith(path, state, { [param]: value, page: null })}${hash}`} prefetch={false} aria-current={current ? 'true' : undefined} className={current ? classes.current : classes.link}>
                {text} ({format.number(count)})
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
