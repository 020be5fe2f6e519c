import type { ApplicationStatus } from '@/domain/applications/options'
import type { PipelineSettings } from '@/domain/pipeline/schemas'
import { api, type ApiResult } from '@/lib/api'

/*
 * The browser's requests for the workspace's pipeline (docs/pipeline.md). The server decides every
 * one (the viewer's access, the application table); these send and return its answer. `fallback` is
 * the screen's message for when the server gives none.
 */

type Changed = ApiResult<{ changed: number }>

/** A status for the selected applications (one, from a row's button), the interview's day with interviewed if given. */
export const setStatuses = (ids: number[], status: ApplicationStatus, emailApplicant: boolean, fallback: string, interviewedAt?: string): Promise<Changed> =>
  api('/api/applications/bulk/status', { body: { ids, status, emailApplicant, ...(interviewedAt ? { interviewedAt } : {}) } }, fallback)

/** A tag of the company's list for the selected applications. */
export const addTag = (ids: number[], tag: string, fallback: string): Promise<Changed> => api('/api/applications/bulk/tag', { body: { ids, tag } }, fallback)

/** One application's rating (null: none) or tags. */
export const setPipelineFields = (id: number, fields: { rating?: number | null; tags?: string[] }, fallback: string): Promise<ApiResult<unknown>> =>
  api(`/api/applications/${id}?depth=0`, { method: 'PATCH', body: fields }, fallback)

export const addNote = (application: number, body: string, fallback: string): Promise<ApiResult<unknown>> =>
  api('/api/application-notes?depth=0', { body: { application, body } }, fallback)

export const editNote = (id: number, body: string, fallback: string): Promise<ApiResult<unknown>> =>
  api(`/api/application-notes/${id}?depth=0`, { method: 'PATCH', body: { body } }, fallback)

export const deleteNote = (id: number, fallback: string): Promise<ApiResult<unknown>> => api(`/api/application-notes/${id}`, { method: 'DELETE' }, fallback)

export const saveSettings = (settings: PipelineSettings, fallback: string): Promise<ApiResult<{ message: string }>> =>
  api('/api/facilities/mine/pipeline', { method: 'PATCH', body: settings }, fallback)
