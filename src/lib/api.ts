/** Browser helper for the site's own REST API: JSON in, JSON out, a readable error message. */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; message: string; data: unknown }

type PayloadErrorBody = {
  errors?: { message?: string; data?: { errors?: { message?: string; path?: string }[] } }[]
  message?: string
  /** The site's own endpoints answer `{ error }` (and sometimes a `title`). */
  error?: unknown
}

export function errorMessage(body: unknown, fallback: string): string {
  const b = (body ?? {}) as PayloadErrorBody
  if (typeof b.error === 'string') return b.error
  return b.errors?.[0]?.data?.errors?.[0]?.message ?? b.errors?.[0]?.message ?? b.message ?? fallback
}

export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  fallbackError = 'Request failed',
): Promise<ApiResult<T>> {
  let response: Response
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body ? 'POST' : 'GET'),
      credentials: 'include',
      headers: { ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
      body: init.body ? JSON.stringify(init.body) : undefined,
    })
  } catch {
    return { ok: false, status: 0, message: fallbackError, data: null }
  }
  const data = await response.json().catch(() => null)
  if (response.ok) return { ok: true, status: response.status, data: data as T }
  return { ok: false, status: response.status, message: errorMessage(data, fallbackError), data }
}

/** Only same-site relative paths are followed after sign-in, never another origin. */
export function safeNextPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/'
  return value
}
