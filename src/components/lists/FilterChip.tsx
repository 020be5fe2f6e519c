'use client'

import { useTranslations } from 'next-intl'
import Link from 'next/link'

import { LOOKS, type Look } from './looks'

/** A filter in force that no field shows (a posting or company chosen from a row), with a link that removes it. */
export function FilterChip({ look, label, value, removeHref }: { look: Look; label: string; value: string; removeHref: string }) {
  const t = useTranslations('lists')
  const classes = LOOKS[look]
  return (
    <p className={classes.bar}>
      <span>{t('named', { label, value })}</span>
      <Link href={removeHref} aria-label={t('remove', { label })} className={classes.secondary}>
        ×
      </Link>
    </p>
  )
}
