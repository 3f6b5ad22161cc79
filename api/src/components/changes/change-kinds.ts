// THE list of SEO change kinds and the comparison of two scans of one domain. Each
// kind reads one comparable text from a scan; a change is a difference of that text (the word
// count instead changes only beyond WORD_COUNT_THRESHOLD). Pure, so every kind is testable.
import { robotsRules } from './robots-rules'

/** What the comparison reads of a stored scan (its fields of these names). */
export interface ScanFacts {
  url: string
  title: string
  description: string
  h1: string[]
  canonicals: string[]
  noindex: boolean
  robotsTxt: string
  affiliateLink: string
  schemaPresent: boolean
  wordCount: number
  statusCode: number
}

/** A word count change counts when it moves by more than this share of the earlier count. */
export const WORD_COUNT_THRESHOLD = 0.2
/** Stored before/after values are capped (a robots.txt may be 100 KiB). */
export const MAX_VALUE_LENGTH = 4000

interface ChangeKind {
  readonly kind: string
  readonly label: string
  /** The comparable text of a scan. */
  readonly value: (scan: ScanFacts) => string
  /** Whether before → after is a change (default: the texts differ). */
  readonly changed?: (before: ScanFacts, after: ScanFacts) => boolean
}

function kinds<const K extends readonly ChangeKind[]> (...list: K): K {
  return list
}

export const CHANGE_KINDS = kinds(
  { kind: 'title', label: 'Title', value: (s) => s.title },
  { kind: 'description', label: 'Meta description', value: (s) => s.description },
  { kind: 'h1', label: 'H1', value: (s) => s.h1.join(' | ') },
  { kind: 'canonical', label: 'Canonical', value: (s) => s.canonicals[0] ?? '' },
  { kind: 'robots-meta', label: 'Meta robots', value: (s) => s.noindex ? 'noindex' : 'index' },
  { kind: 'robots-txt', label: 'robots.txt rules', value: (s) => robotsRules(s.robotsTxt).join('\n') },
  { kind: 'affiliate-link', label: 'Affiliate link', value: (s) => s.affiliateLink },
  { kind: 'schema', label: 'Schema markup', value: (s) => s.schemaPresent ? 'present' : 'absent' },
  {
    kind: 'word-count',
    label: 'Word count',
    value: (s) => String(s.wordCount),
    changed: (b, a) => b.wordCount === 0 ? a.wordCount > 0 : Math.abs(a.wordCount - b.wordCount) / b.wordCount > WORD_COUNT_THRESHOLD
  },
  { kind: 'final-url', label: 'Final URL', value: (s) => s.url }
)

export type ChangeKindName = typeof CHANGE_KINDS[number]['kind']
export const CHANGE_KIND_NAMES: readonly ChangeKindName[] = CHANGE_KINDS.map((k) => k.kind)

export interface ScanChange {
  kind: ChangeKindName
  before: string
  after: string
}

/** A scan worth comparing: a page that answered (an error page's title is no change of the site's). */
export function comparable (scan: ScanFacts): boolean {
  return scan.url !== '' && scan.statusCode >= 200 && scan.statusCode < 300
}

/** What differs between two scans of one domain; none when either is not comparable. */
export function diffScans (before: ScanFacts, after: ScanFacts): ScanChange[] {
  if (!comparable(before) || !comparable(after)) return []
  const changes: ScanChange[] = []
  for (const k of CHANGE_KINDS as readonly ChangeKind[]) {
    const b = k.value(before)
    const a = k.value(after)
    const changed = k.changed === undefined ? a !== b : k.changed(before, after)
    if (changed) changes.push({ kind: k.kind as ChangeKindName, before: b.slice(0, MAX_VALUE_LENGTH), after: a.slice(0, MAX_VALUE_LENGTH) })
  }
  return changes
}
