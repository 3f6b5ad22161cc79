// The words a visitor sees first on a page: its <title> plus the start of the visible text.
// Signature lists (suspension pages, bot challenges) match against this, never the whole page,
// so an article that merely mentions "account suspended" far down does not trip them.
import { Parser } from 'htmlparser2'

const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'svg'])

/** Title and the first `maxChars` characters of visible text, whitespace collapsed. */
export function leadingText (html: string, maxChars = 2000): string {
  let title = ''
  let inTitle = false
  let hidden = 0
  let text = ''
  const parser = new Parser({
    onopentag (name) {
      if (name === 'title') inTitle = true
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
  // 64 KiB of markup is plenty to reach the first screen of text.
  parser.end(html.slice(0, 64 * 1024))
  const collapse = (s: string): string => s.replace(/\s+/g, ' ').trim()
  return `${collapse(title)} ${collapse(text).slice(0, maxChars)}`.trim()
}
