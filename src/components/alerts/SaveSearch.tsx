'use client'

import { useTranslations } from 'next-intl'
import dynamic from 'next/dynamic'
import { useState } from 'react'

import { withSections } from '@/i18n/withSections'

import type { Search } from './SaveSearchDialog'

/** The dialog, its validation (zod) and its copy load on first press, not with Find Work. */
const SaveSearchDialog = dynamic(() => import('./SaveSearchDialog').then((m) => withSections(m.SaveSearchDialog, ['alerts', 'jobs', 'validation', 'enums'])), { ssr: false })

/**
 * "Save this search" on Find Work (docs/alerts.md): the whole search as it stands (words, chips and
 * every filter), and a dialog with how often, the address (a signed-in
 * person's own, fixed) and the consent box, never ticked in advance, with the words the consent
 * record keeps. A guest's alert starts once the emailed link is confirmed.
 */
export function SaveSearch({ search, senderName }: { search: Search; senderName: string }) {
  const t = useTranslations('alerts')
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className="btn-secondary" onClick={() => setOpen(true)}>
        {t('saveSearch')}
      </button>
      {open ? <SaveSearchDialog search={search} senderName={senderName} onClose={() => setOpen(false)} /> : null}
    </>
  )
}
