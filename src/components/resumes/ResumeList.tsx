'use client'

import { useFormatter, useTranslations } from 'next-intl'

import { useEnumLabel } from '@/i18n/useEnumLabel'

import type { ResumeItem } from './types'

/** Resumes grouped by category, a count per group, newest group first. */
function groupByCategory(items: ResumeItem[]): [string, ResumeItem[]][] {
  const groups = new Map<string, ResumeItem[]>()
  for (const item of items) groups.set(item.categoryName, [...(groups.get(item.categoryName) ?? []), item])
  return [...groups.entries()]
}

type Actions = {
  onDownload: (item: ResumeItem) => void
  onMove: (item: ResumeItem) => void
  onDelete: (item: ResumeItem) => void
  showOwner?: boolean
}

/** A valid date, or null. */
const dateOf = (iso: string | null | undefined) => {
  const date = iso ? new Date(iso) : null
  return date && !Number.isNaN(date.getTime()) ? date : null
}

export function ResumeList({ items, onDownload, onMove, onDelete, showOwner }: { items: ResumeItem[] } & Actions) {
  const t = useTranslations('resumes')
  const format = useFormatter()
  const label = useEnumLabel()
  // Kilobytes to one decimal (bytes / 1024), in the page's language ("293.0 KB", "293,0 Ko").
  const size = (bytes: number | null | undefined) =>
    typeof bytes === 'number' && bytes >= 0
      ? t('sizeKb', { kb: format.number(bytes / 1024, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false }) })
      : t('unknownSize')
  const uploaded = (iso: string | null | undefined) => {
    const date = dateOf(iso)
    return date ? t('uploadedOn', { date }) : t('unknownDate')
  }
  return (
    <div className="space-y-8">
      {groupByCategory(items).map(([category, group]) => (
        <section key={category} aria-label={category}>
          <h3 className="flex items-center gap-3 text-lg font-semibold text-slate-900">
            {category}
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-medium text-slate-700">{t('count', { n: group.length })}</span>
          </h3>
          <ul className="mt-3 space-y-3">
            {group.map((item) => (
              <li key={item.id} className="flex flex-wrap items-start justify-between gap-4 rounded-lg bg-white p-4 ring-1 ring-slate-200">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{item.categoryName}</p>
                  <p className="break-all text-sm text-slate-700">{item.originalFilename}</p>
                  <p className="mt-1 text-sm text-slate-600">
                    {label('resumePositionType', item.positionType)} · {size(item.fileSize)} · {uploaded(item.uploadedAt)}
                  </p>
                  {showOwner ? (
                    <p className="text-sm text-slate-600">
                      {item.owner ? t('owner', { id: String(typeof item.owner === 'object' ? item.owner.id : item.owner) }) : t('guestOwner')}
                    </p>
                  ) : null}
                </div>
                <div className="flex gap-2">
                  <button type="button" className="btn-secondary" onClick={() => onDownload(item)} aria-label={`${t('download')} ${item.originalFilename}`}>
                    {t('download')}
                  </button>
                  <button type="button" className="btn-secondary" onClick={() => onMove(item)} aria-label={`${t('move')} ${item.originalFilename}`}>
                    {t('move')}
                  </button>
                  <button
                    type="button"
                    className="btn-secondary text-red-800"
                    onClick={() => onDelete(item)}
                    aria-label={`${t('delete')} ${item.originalFilename}`}
                  >
                    {t('delete')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
