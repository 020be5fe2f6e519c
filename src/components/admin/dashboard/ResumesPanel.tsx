'use client'

import { toast } from '@/components/ui/toast'
import { useFormatter, useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'

import { openResume } from '@/components/resumes/resumeActions'
import type { ResumesTab } from '@/domain/admin/listTabs'
import { RESUME_POSITION_TYPES, type ResumePositionType } from '@/domain/resumes/options'
import { useEnumLabel } from '@/i18n/useEnumLabel'
import type { User } from '@/payload-types'

import { AdminList } from './AdminList'
import { DeleteButton } from './DeleteButton'

const ownerOf = (owner: unknown) => (owner && typeof owner === 'object' ? (owner as Pick<User, 'id' | 'email'>) : owner ? { id: owner as number, email: undefined } : null)

/**
 * Every resume of every user, 25 a page (read on the server): by position type with each one's
 * count, upload days and a search; the owner's id, download and delete.
 */
export function ResumesPanel({ path, state, list }: ResumesTab & { path: string }) {
  const t = useTranslations('admin')
  const tr = useTranslations('resumes')
  const enumLabel = useEnumLabel()
  const format = useFormatter()
  const router = useRouter()

  // As the Resume Manager shows them: kilobytes to one decimal, the upload's date.
  const size = (bytes: number | null | undefined) =>
    typeof bytes === 'number' && bytes >= 0
      ? tr('sizeKb', { kb: format.number(bytes / 1024, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false }) })
      : tr('unknownSize')
  const date = (iso: string | null | undefined) => (iso ? format.dateTime(new Date(iso), 'medium') : tr('unknownDate'))

  return (
    <AdminList
      path={path}
      state={state}
      list={list}
      facet={{
        param: 'type',
        values: RESUME_POSITION_TYPES,
        labels: Object.fromEntries(RESUME_POSITION_TYPES.map((type) => [type, enumLabel('resumePositionType', type)])) as Record<ResumePositionType, string>,
        label: t('resumesByType'),
      }}
      searchLabel={t('searchResumes')}
      pagesLabel={t('resumesPages')}
      columns={[t('columnResume'), t('columnOwner'), t('columnActions')]}
      row={(item) => {
        const owner = ownerOf(item.owner)
        return (
          <tr key={item.id}>
            <td>
              <strong>{item.categoryName}</strong>
              <div className="hsm-dash__muted">
                {item.originalFilename} · {enumLabel('resumePositionType', item.positionType)} · {size(item.fileSize)} · {date(item.uploadedAt)}
              </div>
            </td>
            <td>
              {owner?.id ?? t('guestOwner')}
              {owner?.email ? <div className="hsm-dash__muted">{owner.email}</div> : null}
            </td>
            <td>
              <div className="hsm-dash__actions">
                <button
                  type="button"
                  className="btn-secondary"
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
                  onDeleted={() => router.refresh()}
                />
              </div>
            </td>
          </tr>
        )
      }}
    />
  )
}
