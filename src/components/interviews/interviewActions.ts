import { api, type ApiResult } from '@/lib/api'

/*
 * The browser's requests for an interview round (docs/pipeline.md, Interviews): the server decides
 * each (the viewer's side, the round's state, the application being open) and answers why when it refuses.
 */

export type SlotInput = { start: string; end: string; timeZone: string }
type Proposal = { slots: SlotInput[]; location: string; message: string }

export const proposeInterview = (application: number, proposal: Proposal, fallback: string): Promise<ApiResult<unknown>> =>
  api('/api/interviews?depth=0', { body: { application, ...proposal } }, fallback)

export const rescheduleInterview = (id: number, proposal: Proposal, fallback: string): Promise<ApiResult<unknown>> =>
  api(`/api/interviews/${id}/reschedule`, { body: proposal }, fallback)

export const pickSlot = (id: number, slot: number, accommodation: string, fallback: string): Promise<ApiResult<unknown>> =>
  api(`/api/interviews/${id}/pick`, { body: { slot, accommodation } }, fallback)

export const askOtherTimes = (id: number, note: string, fallback: string): Promise<ApiResult<unknown>> =>
  api(`/api/interviews/${id}/other-times`, { body: { note } }, fallback)

export const cancelInterview = (id: number, fallback: string): Promise<ApiResult<unknown>> => api(`/api/interviews/${id}/cancel`, { body: {} }, fallback)
