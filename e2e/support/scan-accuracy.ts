/**
 * The scanner measured against Chromium: each page is read by the scanner's extractPage and by
 * the browser (page-truth), and every field is compared. Used by e2e/tests/scan-accuracy (which
 * holds the goals) and the scan-accuracy benchmark (which prints the figures).
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { extractPage } from '../../api/src/components/domains/scan/extract'
import { createAffiliateMatcher } from '../../api/src/platform/config/affiliate-patterns'
import { browserTruth, type PageTruth } from './page-truth'

export interface AccuracyPage {
  name: string;
  url: string;
  html: string;
}

/** Fields compared page by page: the share of pages on which the scanner says what the browser says. */
export const PAGE_FIELDS = [
  'title',
  'description',
  'h1',
  'h2',
  'canonicals',
  'image count',
  'images with alt',
  'word count',
  'schema',
  'noindex',
] as const
export type PageField = (typeof PAGE_FIELDS)[number]

export interface AccuracyReport {
  pages: number;
  /** Pages on which the scanner agrees with the browser, per field. */
  agreed: Record<PageField, number>;
  /** Images the browser has, and how many of them the scanner lists with the same URL and alt. */
  images: { browser: number; matched: number; scanner: number };
  words: { browser: number; scanner: number };
  misses: Array<{ page: string; field: PageField; browser: unknown; scanner: unknown }>;
}

type Comparable = Record<PageField, unknown>

function comparable (page: Omit<PageTruth, 'noindex'> & { noindex: boolean }): Comparable {
  return {
    title: page.title,
    description: page.description,
    h1: page.h1,
    h2: page.h2,
    canonicals: page.canonicals,
    'image count': page.images.length,
    'images with alt': page.images.filter((img) => img.alt !== '').length,
    'word count': page.wordCount,
    schema: page.schemaPresent,
    noindex: page.noindex,
  }
}

/** How many of `expected` appear in `actual` (as a multiset of URL + alt). */
function matchedImages (expected: PageTruth['images'], actual: PageTruth['images']): number {
  const left = new Map<string, number>()
  for (const img of actual) left.set(`${img.url} ${img.alt}`, (left.get(`${img.url} ${img.alt}`) ?? 0) + 1)
  let matched = 0
  for (const img of expected) {
    const key = `${img.url} ${img.alt}`
    if ((left.get(key) ?? 0) > 0) {
      matched++
      left.set(key, left.get(key)! - 1)
    }
  }
  return matched
}

export async function measureScanAccuracy (browser: Browser, pages: AccuracyPage[]): Promise<AccuracyReport> {
  const isAffiliate = createAffiliateMatcher()
  const report: AccuracyReport = {
    pages: pages.length,
    agreed: Object.fromEntries(PAGE_FIELDS.map((f) => [f, 0])) as Record<PageField, number>,
    images: { browser: 0, matched: 0, scanner: 0 },
    words: { browser: 0, scanner: 0 },
    misses: [],
  }
  const tab = await browser.newPage()
  try {
    for (const page of pages) {
      const truth = await browserTruth(tab, page.url, page.html)
      const scanned = extractPage(page.html, page.url, isAffiliate)
      const ours = comparable({ ...scanned, noindex: scanned.noindexMeta })
      const theirs = comparable(truth)
      for (const field of PAGE_FIELDS) {
        if (JSON.stringify(ours[field]) === JSON.stringify(theirs[field])) report.agreed[field]++
        else report.misses.push({ page: page.name, field, browser: theirs[field], scanner: ours[field] })
      }
      report.images.browser += truth.images.length
      report.images.scanner += scanned.images.length
      report.images.matched += matchedImages(truth.images, scanned.images)
      report.words.browser += truth.wordCount
      report.words.scanner += scanned.wordCount
    }
  } finally {
    await tab.close()
  }
  return report
}

/**
 * Saved web pages from a folder (*.html, e.g. Chromium's "Save page as… HTML only"), each at the
 * URL of its `<!-- saved from url=(NNNN)… -->` mark, else its canonical link, else a made-up one.
 */
export function savedPages (dir: string): AccuracyPage[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.html') || file.endsWith('.htm'))
    .sort()
    .map((file) => {
      const html = fs.readFileSync(path.join(dir, file), 'utf8')
      const saved = /<!-- saved from url=\(\d+\)(\S+?) -->/.exec(html)?.[1]
      const canonical = /<link[^>]+rel=["']?canonical["']?[^>]+href=["']?(https?:\/\/[^"'\s>]+)/i.exec(html)?.[1]
      const url = saved ?? canonical ?? `https://saved-page.invalid/${encodeURIComponent(file)}`
      return { name: file, url: /^https?:\/\//.test(url) ? url : `https://saved-page.invalid/${encodeURIComponent(file)}`, html }
    })
}
