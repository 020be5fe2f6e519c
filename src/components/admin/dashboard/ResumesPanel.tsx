'use client'

import { toast } from '@payloadcms/ui'
import { useFormatter, useTranslations } from 'next-intl'
import { useCallback } from 'react'

import { openResume } from '@/components/resumes/resumeActions'
import type { ResumeItem } from '@/components/resumes/types'
import { useRemote } from '@/components/ui/useRemote'
import { useEnumLabel } from '@/i18n/useEnumLabel'
import { api } from '@/lib/api'

import { DeleteButton } from './DeleteButton'
import { ListTable } from './ListTable'
import { Toolbar, reloadPage } from './Toolbar'

const loadResumes = (fallbackError: string) => api<{ docs: ResumeItem[] }>('/api/resumes?depth=0&sort=-uploadedAt&limit=200', {}, fallbackError)

const ownerId = (owner: ResumeItem['owner']) => (owner && typeof owner === 'object' ? owner.id : owner)

/** Every resume of every user, with the owner's id, download and delete. */
export function ResumesPanel() {
  const t = useTranslations('admin')
  const tr = useTranslations('resumes')
  const enumLabel = useEnumLabel()
  const format = useFormatter()
  const loadFailed = t('loadFailed')
  const load = useCallback(() => loadResumes(loadFailed), [loadFailed])
  const { state, reload } = useRemote(load)

  // As the Resume Manager shows them: kilobytes to one decimal, the upload's date.
  const size = (bytes: number | null | undefined) =>
    typeof bytes === 'number' && bytes >= 0
      ? tr('sizeKb', { kb: format.number(bytes / 1024, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false }) })
      : tr('unknownSize')
  const date = (iso: string | null | undefined) => (iso ? format.dateTime(new Date(iso), 'medium') : tr('unknownDate'))

  return (
    <div>
      <Toolbar onRefresh={reloadPage} />
      <ListTable
        state={state}
        onRetry={() => void reload()}
        columns={[t('columnResume'), t('columnOwner'), t('columnActions')]}
        row={(item) => (
          <tr key={item.id}>
            <td>
              <strong>{item.categoryName}</strong>
              <div className="hsm-dash__muted">
                {item.originalFilename} · {enumLabel('resumePositionType', item.positionType)} · {size(item.fileSize)} ·{' '}
                {date(item.uploadedAt)}
              </div>
            </td>
            <td>{ownerId(item.owner) ?? t('guestOwner')}</td>
            <td>
              <div className="hsm-dash__actions">
                <button
                  type="button"
                  className="btn btn--style-secondary btn--size-small"
                  onClick={() => void openResume(item.id, true).then((ok) => ok || toast.error(tr('downloadFailed')))}
                >
                  {t('download')}
                </button>
                <DeleteButton
                  path={`/api/resumes/${item.id}`}
                  question={t('confirmDeleteResume', { name: item.categoryName })}
                  failedTitle={t('resumeDeleteFailed')}
                  failedBody={t('resumeDeleteFailed')}
                  done={t('resumeDeleted')}
                  onDeleted={() => void reload()}
                />
              </div>
            </td>
          </tr>
        )}
      />
    </div>
  )
}
