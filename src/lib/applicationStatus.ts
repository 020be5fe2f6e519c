import { messages } from '@/i18n'

import { api } from './api'

const a = messages.admin

/** The review buttons (spec §4): any status may be set from any other. */
export const STATUS_ACTIONS = [
  ['reviewed', a.review],
  ['interviewed', a.interview],
  ['hired', a.hire],
  ['rejected', a.rejectApplication],
] as const

/** Sets an application's status over REST (the server decides who may). */
export const setApplicationStatus = (id: number, status: string) =>
  api(`/api/applications/${id}`, { method: 'PATCH', body: { status } }, a.statusErrorBody)
