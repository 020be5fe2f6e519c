/** File rules for resumes, shared by the browser's quick check and the server. */
export const MAX_RESUME_BYTES = 5 * 1024 * 1024
/** A resume must be under 5 MB (the spec: "File size must be less than 5MB."): 5 MB itself is too large. */
export const tooLargeForResume = (bytes: number) => bytes >= MAX_RESUME_BYTES
export const MAX_CATEGORY_LENGTH = 100
/** The largest request body an upload form may send: the file plus room for its text fields. */
export const MAX_UPLOAD_BODY_BYTES = MAX_RESUME_BYTES + 64 * 1024
const RESUME_EXTENSIONS = ['pdf', 'doc', 'docx'] as const
export const RESUME_ACCEPT = '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document'

const extensionOf = (name: string) => /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? ''

/** The last path segment of a browser-sent name, without control characters, at most 200 characters. */
export function cleanFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim()
  return clean.slice(-200) || 'resume'
}

/** The default category: the file name without its extension, cut to the category limit. */
export function defaultCategoryName(filename: string): string {
  const base = cleanFilename(filename)
  const dot = base.lastIndexOf('.')
  return (dot > 0 ? base.slice(0, dot) : base).trim().slice(0, MAX_CATEGORY_LENGTH)
}

/**
 * The browser's quick answer by name and size, as the catalogue key of its message (the form shows
 * it with `useZodMessage`); the server decides by content.
 */
export function checkFileQuickly(file: { name: string; size: number }): 'resumes.badType' | 'resumes.tooLarge' | null {
  if (!(RESUME_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return 'resumes.badType'
  if (tooLargeForResume(file.size)) return 'resumes.tooLarge'
  if (file.size === 0) return 'resumes.badType'
  return null
}
