// One robots.txt line (RFC 9309) as field and value, shared by the change diff and the indexing
// check. Cut with indexOf, not a regular expression: /^\s*(name)\s*:\s*(.*?)\s*$/ backtracked
// quadratically on long runs of spaces (a 128,000-character line took 5.5 s). Every
// step here is linear in the line's length.
const FIELD_NAME = /^[A-Za-z-]+$/

/** The line's field name (lower case) and value, both trimmed, comment removed; undefined when it is no rule. */
export function robotsLine (raw: string): { field: string, value: string } | undefined {
  const hash = raw.indexOf('#')
  const line = hash === -1 ? raw : raw.slice(0, hash)
  const colon = line.indexOf(':')
  if (colon === -1) return undefined
  const field = line.slice(0, colon).trim()
  if (!FIELD_NAME.test(field)) return undefined
  return { field: field.toLowerCase(), value: line.slice(colon + 1).trim() }
}

/** Each line of a robots.txt body, whatever its line endings. */
export function robotsLines (text: string): string[] {
  return text.split(/\r\n|\r|\n/)
}
