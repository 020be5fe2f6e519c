'use client'

import { toast } from '@payloadcms/ui'

import { openResume } from '@/components/resumes/resumeActions'
import type { ResumeItem } from '@/components/resumes/types'
import { useRemote } from '@/components/ui/useRemote'
import { resumePositionLabel } from '@/domain/resumes/options'
import { formatDate, formatSize } from '@/domain/resumes/rules'
import { messages } from '@/i18n'
import { api } from '@/lib/api'

import { DeleteButton } from './DeleteButton'
import { ListTable } from './ListTable'
import { Toolbar, reloadPage } from './Toolbar'

const loadResumes = () => api<{ docs: ResumeItem[] }>('/api/resumes?depth=0&sort=-uploadedAt&limit=200')

const a = messages.admin
const ownerId = (owner: ResumeItem['owner']) => (owner && typeof owner === 'object' ? owner.id : owner)

/** Every resume of every user, with the owner's id, download and delete. */
export function ResumesPanel() {
  const { state, reload } = useRemote(loadResumes)

  return (
    <div>
      <Toolbar onRefresh={reloadPage} />
      <ListTable
        state={state}
        onRetry={() => void reload()}
        columns={[a.columnResume, a.columnOwner, a.columnActions]}
        row={(item) => (
          <tr key={item.id}>
            <td>
              <strong>{item.categoryName}</strong>
              <div className="hsm-dash__muted">
                {item.originalFilename} · {resumePositionLabel(item.positionType)} · {formatSize(item.fileSize)} ·{' '}
                {formatDate(item.uploadedAt)}
              </div>
            </td>
            <td>{ownerId(item.owner) ?? a.guestOwner}</td>
            <td>
              <div className="hsm-dash__actions">
                <button
                  type="button"
                  className="btn btn--style-secondary btn--size-small"
                  onClick={() => void openResume(item.id, true).then((ok) => ok || toast.error(messages.resumes.downloadFailed))}
                >
                  {a.download}
                </button>
                <DeleteButton
                  path={`/api/resumes/${item.id}`}
                  question={a.confirmDeleteResume(item.categoryName)}
                  failedTitle={a.resumeDeleteFailed}
                  failedBody={a.resumeDeleteFailed}
                  done={a.resumeDeleted}
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
