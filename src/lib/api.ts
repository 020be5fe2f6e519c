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

/**
 * The page's language for the server (`Accept-Language: fr-CA` on a French page), so Payload's own
 * REST errors and the site's endpoints answer in it even without a cookie. Nothing outside a browser.
 */
export function pageLanguageHeaders(): Record<string, string> {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang
  return lang ? { 'Accept-Language': lang } : {}
}

export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> },
  fallbackError: string,
): Promise<ApiResult<T>> {
  let response: Response
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body ? 'POST' : 'GET'),
      credentials: 'include',
      headers: { ...pageLanguageHeaders(), ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
      body: init.body ? JSON.stringify(init.body) : undefined,
    })
  } catch {
    return { ok: false, status: 0, message: fallbackError, data: null }
  }
  const data = await response.json().catch(() => null)
  if (response.ok) return { ok: true, status: response.status, data: data as T }
  return { ok: false, status: response.status, message: errorMessage(data, fallbackError), data }
}
