// The comparison of two scans (pure): which differences count as changes, the word count
// threshold, robots.txt rules as comparable text, and "disallows /" by RFC 9309 groups.
import { diffScans, type ScanFacts, WORD_COUNT_THRESHOLD } from '../src/components/changes/change-kinds'
import { disallowsAll, robotsRules } from '../src/components/changes/robots-rules'
import { robotsBlocksAll } from '../src/components/indexing/jobs/robots'
import { canonicalOffsite } from '../src/components/domains/jobs/scan-tracker'

const base: ScanFacts = {
  url: 'https://a.example/',
  title: 'A',
  description: 'About A',
  h1: ['A'],
  canonicals: ['https://a.example/'],
  noindex: false,
  robotsTxt: 'User-agent: *\nDisallow: /admin/\n',
  affiliateLink: 'https://partner.example/?aff=1',
  schemaPresent: true,
  wordCount: 100,
  statusCode: 200
}

describe('diffScans', () => {
  test('the same scan is no change', () => {
    expect(diffScans(base, { ...base })).toEqual([])
  })

  test('word count changes count only beyond 20 %', () => {
    expect(WORD_COUNT_THRESHOLD).toBe(0.2)
    expect(diffScans(base, { ...base, wordCount: 120 })).toEqual([])
    expect(diffScans(base, { ...base, wordCount: 80 })).toEqual([])
    expect(diffScans(base, { ...base, wordCount: 121 })).toEqual([{ kind: 'word-count', before: '100', after: '121' }])
    expect(diffScans(base, { ...base, wordCount: 79 })).toEqual([{ kind: 'word-count', before: '100', after: '79' }])
    expect(diffScans({ ...base, wordCount: 0 }, { ...base, wordCount: 5 })).toEqual([{ kind: 'word-count', before: '0', after: '5' }])
  })

  test('several headings compare as one text; reformatted robots.txt is no change', () => {
    expect(diffScans(base, { ...base, h1: ['A', 'B'] })).toEqual([{ kind: 'h1', before: 'A', after: 'A | B' }])
    expect(diffScans(base, { ...base, robotsTxt: '# comment\nuser-agent:*\n\nDISALLOW:   /admin/   # keep out\n' })).toEqual([])
  })

  test('error pages and never-scanned domains are not compared', () => {
    expect(diffScans(base, { ...base, statusCode: 503, title: 'Maintenance' })).toEqual([])
    expect(diffScans({ ...base, url: '' }, { ...base, title: 'B' })).toEqual([])
  })

  test('long values are capped', () => {
    const long = 'x'.repeat(10_000)
    expect(diffScans(base, { ...base, description: long })[0].after).toHaveLength(4000)
  })
})

describe('robots.txt rules', () => {
  test('directives without comments or blank lines, field names lower-cased', () => {
    expect(robotsRules('# hi\nUser-Agent: *  \n\nDisallow: /x # no\nnot a rule\n')).toEqual(['user-agent: *', 'disallow: /x'])
  })

  test('Disallow: / for user-agent * shuts the site', () => {
    expect(disallowsAll('User-agent: *\nDisallow: /\n')).toBe(true)
    expect(disallowsAll('User-agent: bingbot\nUser-agent: *\nDisallow: /\n')).toBe(true)
    expect(disallowsAll('User-agent: bingbot\nDisallow: /\n\nUser-agent: *\nDisallow: /admin/\n')).toBe(false)
    expect(disallowsAll('User-agent: *\nDisallow: /admin/\n')).toBe(false)
    expect(disallowsAll('User-agent: *\nDisallow:\n')).toBe(false)
    expect(disallowsAll('')).toBe(false)
  })

  // the old line pattern backtracked quadratically on long runs of spaces (128,000
  // characters took 5.5 s, a 1 MB line minutes). Parsed in linear time, these finish at once;
  // the test asserts the answers only (timing is measured in bench `event-loop`).
  test('hostile 128,000-character lines are parsed, and parsed right', () => {
    const spaces = ' '.repeat(128_000)
    const value = `/a${spaces}b`
    expect(robotsRules(`User-agent: *\nDisallow: ${value}${spaces}\n`)).toEqual(['user-agent: *', `disallow: ${value}`])
    expect(robotsRules(`${spaces}x${spaces}`)).toEqual([])
    expect(robotsRules(`Disallow${spaces}:${spaces}/${spaces}#${'#'.repeat(128_000)}`)).toEqual(['disallow: /'])
    expect(disallowsAll(`User-agent: *\nDisallow:${spaces}/${spaces}`)).toBe(true)
    expect(robotsBlocksAll(`User-agent: *\nDisallow:${spaces}/${spaces}`)).toBe(true)
    expect(robotsBlocksAll(`User-agent: *\nDisallow: ${value}`)).toBe(false)
  })
})

describe('canonicalOffsite', () => {
  test('another host is another site; www. and the path are not', () => {
    expect(canonicalOffsite({ ...base, canonicals: ['https://www.a.example/page'] })).toBe(false)
    expect(canonicalOffsite({ ...base, canonicals: [] })).toBe(false)
    expect(canonicalOffsite({ ...base, canonicals: ['https://b.example/'] })).toBe(true)
  })
})
