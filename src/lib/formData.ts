/**
 * Reads a request body as form data, refusing bodies over `maxBytes` without buffering them
 * (Content-Length is checked first, then the stream is counted). Null when it is not form data.
 */
export async function readFormData(req: Request, maxBytes: number): Promise<FormData | 'too-large' | null> {
  const declared = Number(req.headers.get('content-length') ?? 0)
  if (declared > maxBytes) return 'too-large'
  if (!req.body) return null
  const chunks: Uint8Array[] = []
  let total = 0
  const reader = req.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel().catch(() => {})
      return 'too-large'
    }
    chunks.push(value)
  }
  try {
    const body = new Response(Buffer.concat(chunks), { headers: { 'content-type': req.headers.get('content-type') ?? '' } })
    return await body.formData()
  } catch {
    return null
  }
}

/** A text field of a form, trimmed; empty when missing. */
export const textField = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value.trim() : ''
}
