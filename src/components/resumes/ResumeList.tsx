'use client'

import { resumePositionLabel } from '@/domain/resumes/options'
import { formatDate, formatSize } from '@/domain/resumes/rules'
import { messages } from '@/i18n'

import type { ResumeItem } from './types'

const m = messages.resumes

/** Resumes grouped by category, a count per group, newest group first. */
export function groupByCategory(items: ResumeItem[]): [string, ResumeItem[]][] {
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

export function ResumeList({ items, onDownload, onMove, onDelete, showOwner }: { items: ResumeItem[] } & Actions) {
  return (
    <div className="space-y-8">
      {groupByCategory(items).map(([category, group]) => (
        <section key={category} aria-label={category}>
          <h3 className="flex items-center gap-3 text-lg font-semibold text-slate-900">
            {category}
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-medium text-slate-700">{m.count(group.length)}</span>
          </h3>
          <ul className="mt-3 space-y-3">
            {group.map((item) => (
              <li key={item.id} className="flex flex-wrap items-start justify-between gap-4 rounded-lg bg-white p-4 ring-1 ring-slate-200">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{item.categoryName}</p>
                  <p className="break-all text-sm text-slate-700">{item.originalFilename}</p>
                  <p className="mt-1 text-sm text-slate-600">
                    {resumePositionLabel(item.positionType)} · {formatSize(item.fileSize)} · {m.uploadedOn(formatDate(item.uploadedAt))}
                  </p>
                  {showOwner ? (
                    <p className="text-sm text-slate-600">
                      {item.owner ? m.owner(String(typeof item.owner === 'object' ? item.owner.id : item.owner)) : m.guestOwner}
                    </p>
                  ) : null}
                </div>
                <div className="flex gap-2">
                  <button type="button" className="btn-secondary" onClick={() => onDownload(item)} aria-label={`${m.download} ${item.originalFilename}`}>
                    {m.download}
                  </button>
                  <button type="button" className="btn-secondary" onClick={() => onMove(item)} aria-label={`${m.move} ${item.originalFilename}`}>
                    {m.move}
                  </button>
                  <button
                    type="button"
                    className="btn-secondary text-red-800"
                    onClick={() => onDelete(item)}
                    aria-label={`${m.delete} ${item.originalFilename}`}
                  >
                    {m.delete}
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
