/**
 * The scanner against Chromium on the real-world-shaped pages (api/test/farm/pages): each page's
 * recorded scan answer is what the browser's DOM says, and the scanner meets the accuracy goals
 * (image count at least 95% of pages, every text field at least 99%).
 */
import type { Browser, Page } from 'playwright-core'
import { REAL_WORLD_PAGES } from '../../api/test/farm'
import { launchBrowser } from '../support/browser'
import { browserTruth } from '../support/page-truth'
import { measureScanAccuracy, PAGE_FIELDS, type AccuracyReport } from '../support/scan-accuracy'

let browser: Browser
let tab: Page
beforeAll(async () => {
  browser = await launchBrowser()
  tab = await browser.newPage()
}, 60_000)
afterAll(async () => {
  await browser?.close()
})

const pages = REAL_WORLD_PAGES.map(({ name, html, site }) => ({ name, html, url: site.expected.url }))

test.each(REAL_WORLD_PAGES.map((page) => [page.name, page] as const))('%s: the recorded answer is what Chromium says', async (_, page) => {
  const truth = await browserTruth(tab, page.site.expected.url, page.html)
  const { title, description, h1, h2, canonicals, images, wordCount, schemaPresent, noindex } = page.site.expected
  expect(truth).toEqual({ title, description, h1, h2, canonicals, images, wordCount, schemaPresent, noindex })
})

describe('accuracy goals', () => {
  let report: AccuracyReport
  beforeAll(async () => {
    report = await measureScanAccuracy(browser, pages)
    const share = (n: number) => `${((100 * n) / report.pages).toFixed(1)}%`
    console.log(
      `scanner vs Chromium on ${report.pages} pages: ` +
        PAGE_FIELDS.map((field) => `${field} ${share(report.agreed[field])}`).join(', ') +
        `; images listed ${report.images.matched}/${report.images.browser}`
    )
  }, 60_000)

  test('there are several pages, covering every lazy-loading and hiding case', () => {
    expect(report.pages).toBeGreaterThanOrEqual(4)
    const all = REAL_WORLD_PAGES.map((page) => page.html).join('\n')
    for (const marker of ['data-src=', 'data-lazy-src=', 'data-original=', 'data-srcset=', 'src=""', 'src="data:', '<noscript><img',
      'aria-label="SpinScout"', '<title>The Daily Ledger</title>', ' hidden', 'aria-hidden="true"', 'display:none', 'visibility:hidden']) {
      expect({ marker, found: all.includes(marker) }).toEqual({ marker, found: true })
    }
  })

  test('image count agrees on at least 95% of pages, and the scanner lists at least 95% of the images', () => {
    expect(report.agreed['image count'] / report.pages).toBeGreaterThanOrEqual(0.95)
    expect(report.images.matched / report.images.browser).toBeGreaterThanOrEqual(0.95)
  })

  test('every text field agrees on at least 99% of pages', () => {
    for (const field of ['title', 'description', 'h1', 'h2', 'canonicals', 'images with alt', 'word count', 'schema', 'noindex'] as const) {
      expect({ field, share: report.agreed[field] / report.pages >= 0.99 }).toEqual({ field, share: true })
    }
    expect(report.misses).toEqual([])
  })
})
