// scan-accuracy: the scanner's fields against what headless Chromium's DOM says about the same
// page (e2e/support/page-truth). Pages: the real-world-shaped fixtures of api/test/farm/pages, plus
// every saved page in BENCH_PAGES_DIR when set (e.g. a folder of real pages saved from a browser).
// ours: pages (or images, words) the scanner gets as the browser does; reference: the browser's total.
import { REAL_WORLD_PAGES } from '../../api/test/farm'
import { launchBrowser } from '../../e2e/support/browser'
import { type AccuracyPage, measureScanAccuracy, PAGE_FIELDS, savedPages } from '../../e2e/support/scan-accuracy'
import { report, type Row } from '../lib/report'

export async function run (): Promise<void> {
  const startedAt = new Date().toISOString()
  const dir = process.env.BENCH_PAGES_DIR
  const pages: AccuracyPage[] = [
    ...REAL_WORLD_PAGES.map(({ name, html, site }) => ({ name, html, url: site.expected.url })),
    ...(dir === undefined || dir === '' ? [] : savedPages(dir))
  ]
  const browser = await launchBrowser()
  try {
    const result = await measureScanAccuracy(browser, pages)
    const rows: Row[] = PAGE_FIELDS.map((field) => ({
      figure: `${field}: pages agreeing`, ours: result.agreed[field], reference: result.pages, unit: 'pages'
    }))
    rows.push(
      { figure: 'images listed with the same URL and alt', ours: result.images.matched, reference: result.images.browser, unit: 'images' },
      { figure: 'images listed in all', ours: result.images.scanner, reference: result.images.browser, unit: 'images' },
      { figure: 'words counted', ours: result.words.scanner, reference: result.words.browser, unit: 'words' }
    )
    report({
      scenario: 'scan-accuracy',
      startedAt,
      params: { pages: pages.length, BENCH_PAGES_DIR: dir ?? '' },
      rows,
      notes: [
        'ratio = share the scanner gets right; goals: image count >= 0.95, every text field >= 0.99.',
        'reference: Chromium (headless) on the same HTML at the same URL, subresources blocked; headings from its accessibility tree, words from innerText without aria-hidden content.'
      ],
      details: { misses: result.misses }
    })
  } finally {
    await browser.close()
  }
}
