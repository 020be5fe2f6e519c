/** A company's website: an absolute http(s) address with a host name (what its page links to). */
export function isWebsite(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') && !url.username && !url.password
  } catch {
    return false
  }
}
