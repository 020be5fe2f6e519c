/** Application statuses (their moves: transitions.ts, docs/lifecycle.md), with the badge colour each one shows. */
export const APPLICATION_STATUSES = ['pending', 'reviewed', 'interviewed', 'hired', 'rejected'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

export const isApplicationStatus = (value: unknown): value is ApplicationStatus =>
  APPLICATION_STATUSES.includes(value as ApplicationStatus)

export const STATUS_BADGE: Record<ApplicationStatus, string> = {
  pending: 'bg-yellow-100 text-yellow-900',
  reviewed: 'bg-blue-100 text-blue-900',
  interviewed: 'bg-purple-100 text-purple-900',
  hired: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
}
export const OTHER_BADGE = 'bg-slate-100 text-slate-800'

export const MAX_COVER_LETTER = 5000
