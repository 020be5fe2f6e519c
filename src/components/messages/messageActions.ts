import { api, type ApiResult } from '@/lib/api'

/*
 * The browser's requests for an application's thread (docs/messages.md): the server decides each
 * (the viewer's access, the thread being open, the rate limit) and answers why when it refuses.
 */

export const sendMessage = (application: number, body: string, fallback: string): Promise<ApiResult<unknown>> =>
  api('/api/application-messages?depth=0', { body: { application, body } }, fallback)

/** The viewer opened the thread: what the other side sent them is marked read. */
export const markRead = (application: number): Promise<ApiResult<{ marked: number }>> => api('/api/application-messages/read', { body: { application } }, '')
