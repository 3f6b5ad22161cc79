/**
 * The href to use for a URL that came from a scanned page, or null when it must be shown as text.
 * Only absolute http(s) URLs become links: `javascript:`, `data:`, `vbscript:`, protocol-relative
 * and relative junk are never clickable (scraped content is untrusted).
 */
export function safeHref (value: unknown): string | null {
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  // Checked on the raw text first so tricks like "java\tscript:" or a leading control
  // character can never be "repaired" into a link by the URL parser.
  if (!/^https?:\/\/[^\s/?#]/i.test(trimmed)) return null
  try {
    const url = new URL(trimmed)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}
