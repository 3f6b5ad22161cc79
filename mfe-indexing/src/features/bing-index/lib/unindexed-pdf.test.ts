/** @jest-environment node */
import { PDF_LINE_SPACING, PDF_LIST_SIZE, PDF_PAGE_BREAK_Y, PDF_TITLE_SIZE, type UnindexedDomain } from '@sitefleet/shared'
import { readPdf } from '../../../testing/read-pdf'
import { filterUnindexed } from './filter-domains'
import { buildUnindexedPdf, PDF_TITLE, unindexedPdfName } from './unindexed-pdf'

const entry = (domain: unknown): UnindexedDomain => ({ domain, lastBingCheck: '' }) as UnindexedDomain

// 150 "shop" domains among 100 others, a non-string domain, and mixed case.
const ENTRIES = [
  ...Array.from({ length: 250 }, (_, i) => entry(i % 5 < 3 ? `Shop-${String(i).padStart(3, '0')}.example` : `blog-${i}.example`)),
  entry(42),
  entry(null),
]

test('the report of a long filtered list: title, exactly the filtered domains numbered in order, across pages', async () => {
  const filtered = filterUnindexed(ENTRIES, 'SHOP').map((e) => e.domain)
  expect(filtered).toHaveLength(150)
  const pages = await readPdf(buildUnindexedPdf(filtered).output('arraybuffer'))

  const [title, ...firstList] = pages[0]
  expect(title).toEqual({ text: PDF_TITLE, size: PDF_TITLE_SIZE, y: 10 })
  const lines = [firstList, ...pages.slice(1)].flat()
  expect(lines.map((l) => l.text)).toEqual(filtered.map((d, i) => `${i + 1}. ${d}`))
  expect(lines.every((l) => l.size === PDF_LIST_SIZE)).toBe(true)

  // 7 apart; a page ends when the next line would pass 270, and no line sits below it.
  expect(pages.length).toBeGreaterThan(1)
  for (const page of [firstList, ...pages.slice(1)]) {
    const ys = page.map((l) => l.y)
    ys.slice(1).forEach((y, i) => expect(y - ys[i]).toBeCloseTo(PDF_LINE_SPACING, 1))
    expect(Math.max(...ys)).toBeLessThanOrEqual(PDF_PAGE_BREAK_Y)
  }
  for (const page of [firstList, ...pages.slice(1, -1)]) expect(page[page.length - 1].y + PDF_LINE_SPACING).toBeGreaterThan(PDF_PAGE_BREAK_Y)
  expect(pages.map((p) => p.length)).toEqual([37, 36, 36, 36, 6])
})

test('a short list fits one page; an empty one is just the title', async () => {
  expect((await readPdf(buildUnindexedPdf(['a.example', 'b.example']).output('arraybuffer'))).map((p) => p.map((l) => l.text)))
    .toEqual([[PDF_TITLE, '1. a.example', '2. b.example']])
  expect((await readPdf(buildUnindexedPdf([]).output('arraybuffer'))).map((p) => p.map((l) => l.text))).toEqual([[PDF_TITLE]])
})

test('a name too long for the page width wraps instead of running off it', async () => {
  const long = `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.example`
  const [page] = await readPdf(buildUnindexedPdf([long, 'next.example']).output('arraybuffer'))
  expect(page.map((l) => l.text).join('')).toBe(`${PDF_TITLE}1. ${long}2. next.example`)
  expect(page.length).toBeGreaterThan(3)
})

test('the file is named unindexed_domains_{YYYY-MM-DD}.pdf', () => {
  expect(unindexedPdfName(new Date('2026-11-22T15:30:00Z'))).toBe('unindexed_domains_2026-11-22.pdf')
})
