import { errorMessage, pageLanguageHeaders } from './api'

export type UploadResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; message: string; data: unknown }

/**
 * Posts form data with upload progress (fetch cannot report it): `onProgress` gets 0–100.
 * Resolves with the parsed JSON answer; network failures resolve as status 0.
 */
export function postWithProgress<T>(
  url: string,
  form: FormData,
  opts: { headers?: Record<string, string>; onProgress?: (percent: number) => void; fallbackError: string },
): Promise<UploadResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.withCredentials = true
    for (const [name, value] of Object.entries({ ...pageLanguageHeaders(), ...opts.headers })) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) opts.onProgress?.(Math.round((event.loaded / event.total) * 100))
    }
    xhr.onload = () => {
      let data: unknown = null
      try {
        data = JSON.parse(xhr.responseText)
      } catch {}
      const ok = xhr.status >= 200 && xhr.status < 300
      resolve(ok ? { ok, status: xhr.status, data: data as T } : { ok, status: xhr.status, message: errorMessage(data, opts.fallbackError), data })
    }
    xhr.onerror = () => resolve({ ok: false, status: 0, message: opts.fallbackError, data: null })
    xhr.send(form)
  })
}
