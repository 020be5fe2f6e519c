import { useTranslations } from 'next-intl'

import type { ApplicationStatus } from '@/domain/applications/options'
import { STATUS_BUTTONS, applicationActions } from '@/domain/applications/transitions'

/** The moves with a button (the table gives each a status to set): review, interview, hire, reject. */
type ButtonAction = 'review' | 'interview' | 'hire' | 'reject'

type Props = {
  application: { status?: string | null; applicant?: unknown }
  /** The posting applied to (its company's members review); null when the viewer is an admin. */
  posting: { facility?: unknown; createdBy?: unknown } | null
  user: { id?: unknown; roles?: unknown; company?: unknown } | null | undefined
  className: string
  /** The accessible name of a button from its label (e.g. to add the applicant's name). */
  nameOf?: (label: string) => string
  onSet: (status: ApplicationStatus) => void
}

/** Review, Interview, Hire, Reject: each enabled when the application table lets this user make that move now. */
export function StatusButtons({ application, posting, user, className, nameOf, onSet }: Props) {
  const t = useTranslations('applications.actions')
  const allowed = applicationActions(application, user, posting)
  return STATUS_BUTTONS.map(({ action, to }) => {
    const label = t(action as ButtonAction)
    return (
      <button
        key={action}
        type="button"
        className={className}
        disabled={!allowed.includes(action)}
        onClick={() => onSet(to)}
        aria-label={nameOf ? nameOf(label) : undefined}
      >
        {label}
      </button>
    )
  })
}
