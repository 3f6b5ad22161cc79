// The words a visitor sees first on a page: its <title> plus the start of the visible text.
// Signature lists (suspension pages, bot challenges) match against this, never the whole page,
// so an article that merely mentions "account suspended" far down does not trip them. The same
// pass notes whether the page asks search engines not to index it (the status check watches it).
import { Parser } from 'htmlparser2'

const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'svg'])

/** "noindex", "noindex, nofollow", "googlebot: noindex", "none": the values that keep a page out. */
export function saysNoindex (value: string): boolean {
  return value.toLowerCase().split(/[\s,:]+/).some((t) => t === 'noindex' || t === 'none')
}

/** An X-Robots-Tag header (one value or several) that keeps the page out of the index. */
export function headerNoindex (value: string | string[] | undefined): boolean {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value]
  return values.some(saysNoindex)
}

export interface PageStart {
  /** Title and the first characters of visible text, whitespace collapsed. */
  text: string
  /** <meta name="robots|googlebot" content="noindex|none"> in the part read. */
  noindexMeta: boolean
}

/** Reads the start of a page (64 KiB of markup is plenty to reach the first screen of text). */
export function readPageStart (html: string, maxChars = 2000): PageStart {
  let title = ''
  let inTitle = false
  let hidden = 0
  let text = ''
  let noindexMeta = false
  const parser = new Parser({
    onopentag (name, attrs) {
      if (name === 'title') inTitle = true
      if (name === 'meta' && /^(robots|googlebot)$/i.test(attrs.name ?? '') && saysNoindex(attrs.content ?? '')) noindexMeta = true
      if (HIDDEN.has(name)) hidden++
      text += ' '
    },
    ontext (chunk) {
      if (inTitle) title += chunk
      else if (hidden === 0 && text.length < maxChars * 2) text += chunk
    },
    onclosetag (name) {
      if (name === 'title') inTitle = false
      if (HIDDEN.has(name) && hidden > 0) hidden--
      text += ' '
    }
  }, { decodeEntities: true })
  parser.end(html.slice(0, 64 * 1024))
  const collapse = (s: string): string => s.replace(/\s+/g, ' ').trim()
  return { text: `${collapse(title)} ${collapse(text).slice(0, maxChars)}`.trim(), noindexMeta }
}

/** Title and the first `maxChars` characters of visible text, whitespace collapsed. */
export function leadingText (html: string, maxChars = 2000): string {
  return readPageStart(html, maxChars).text
}
