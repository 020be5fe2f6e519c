'use client'

import { useTranslations } from 'next-intl'
import Link from 'next/link'

import { LIST_CLASSES as classes } from './listClasses'

/** A filter in force that no field shows (a posting or company chosen from a row), with a link that removes it. */
export function FilterChip({ label, value, removeHref }: { label: string; value: string; removeHref: string }) {
  const t = useTranslations('lists')
  return (
    <p className={classes.bar}>
      <span>{t('named', { label, value })}</span>
      <Link href={removeHref} prefetch={false} aria-label={t('remove', { label })} className={classes.secondary}>
        ×
      </Link>
    </p>
  )
}
