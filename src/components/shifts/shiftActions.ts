import { api, type ApiResult } from '@/lib/api'

/*
 * The browser's requests for relief shifts (docs/shifts.md, Endpoints): each is one step the server
 * decides (the viewer's side, the states) and answers why when it refuses; the screen then reads the
 * page again (router.refresh()).
 */

type Result = Promise<ApiResult<unknown>>

export const requestShift = (shift: number, rateCents: number | undefined, fallback: string): Result =>
  api('/api/shift-requests?depth=0', { body: { shift, ...(rateCents ? { rateCents } : {}) } }, fallback)

export const counterShift = (request: number, rateCents: number, fallback: string): Result => api(`/api/shift-requests/${request}/counter`, { body: { rateCents } }, fallback)

export const requestStep = (request: number, step: 'withdraw' | 'decline' | 'confirm', fallback: string): Result => api(`/api/shift-requests/${request}/${step}`, { body: {} }, fallback)

export const cancelBooking = (request: number, reason: string, fallback: string): Result => api(`/api/shift-requests/${request}/cancel`, { body: { reason } }, fallback)

export const cancelShift = (shift: number, reason: string, fallback: string): Result => api(`/api/shifts/${shift}/cancel`, { body: { reason } }, fallback)

type PostedBlock = { blockId: string; shifts: { id: number }[] }

export const postShifts = (body: Record<string, unknown>, fallback: string): Promise<ApiResult<PostedBlock>> => api('/api/shifts/post', { body }, fallback)

/** After the shift: the hours worked, as minutes (docs/shifts.md). */
export const confirmHours = (request: number, minutes: number, fallback: string): Result => api(`/api/shift-requests/${request}/hours`, { body: { minutes } }, fallback)

export const rateShift = (request: number, score: number, comment: string, fallback: string): Result =>
  api(`/api/shift-requests/${request}/rate`, { body: { score, ...(comment.trim() ? { comment } : {}) } }, fallback)
