/**
 * TLD group of a domain: the last label, or the last two labels when the name has more
 * than two labels and the last one is 3 characters or fewer (so shop.example.co.uk → co.uk,
 * but example.com → com and www.example.info → info).
 */
export function tldOf (domain: string): string {
  const host = domain
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '') // tolerate a pasted URL
    .split(/[/?#:]/)[0]
    .replace(/\.$/, '')
  const labels = host.split('.').filter(Boolean)
  if (labels.length === 0) return ''
  const last = labels[labels.length - 1]
  if (labels.length > 2 && last.length <= 3) return `${labels[labels.length - 2]}.${last}`
  return last
}

/** Count of domains per TLD group, in first-seen order. */
export function groupByTld (domains: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const d of domains) {
    const tld = tldOf(d)
    counts.set(tld, (counts.get(tld) ?? 0) + 1)
  }
  return counts
}
