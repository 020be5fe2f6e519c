import type { ApplicationStatus } from '@/domain/applications/options'
import { STATUS_BUTTONS, applicationActions } from '@/domain/applications/transitions'
import { messages } from '@/i18n'

const a = messages.admin
const LABELS: Record<string, string> = { review: a.review, interview: a.interview, hire: a.hire, reject: a.rejectApplication }

type Props = {
  application: { status?: string | null; applicant?: unknown }
  /** The posting applied to (its owner reviews); null when the viewer is an admin. */
  posting: { createdBy?: unknown } | null
  user: { id?: unknown; roles?: unknown } | null | undefined
  className: string
  /** The accessible name of a button from its label (e.g. to add the applicant's name). */
  nameOf?: (label: string) => string
  onSet: (status: ApplicationStatus) => void
}

/** Review, Interview, Hire, Reject: each enabled when the application table lets this user make that move now. */
export function StatusButtons({ application, posting, user, className, nameOf, onSet }: Props) {
  const allowed = applicationActions(application, user, posting)
  return STATUS_BUTTONS.map(({ action, to }) => (
    <button
      key={action}
      type="button"
      className={className}
      disabled={!allowed.includes(action)}
      onClick={() => onSet(to)}
      aria-label={nameOf ? nameOf(LABELS[action]) : undefined}
    >
      {LABELS[action]}
    </button>
  ))
}
