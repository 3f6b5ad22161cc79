import { jsPDF } from 'jspdf'
import { PDF_LINE_SPACING, PDF_LIST_SIZE, PDF_PAGE_BREAK_Y, PDF_TITLE_SIZE, formatIsoDate } from '@sitefleet/shared'

export const PDF_TITLE = 'Unindexed Domains Report'
/** Left margin, title baseline and first list line (jsPDF's default unit: mm on A4). */
const MARGIN_X = 10
const TITLE_Y = 10
const LIST_TOP_Y = 20

/**
 * The report: the title at size 16, then "1. domain", "2. …" at size 12, 7 apart,
 * starting a new page whenever the next line would sit past y = 270. Pure (no saving), so
 * tests read the document back.
 */
export function buildUnindexedPdf (domains: readonly string[]): jsPDF {
  const doc = new jsPDF()
  const width = doc.internal.pageSize.getWidth() - 2 * MARGIN_X
  doc.setFontSize(PDF_TITLE_SIZE)
  doc.text(PDF_TITLE, MARGIN_X, TITLE_Y)
  doc.setFontSize(PDF_LIST_SIZE)
  let y = LIST_TOP_Y
  domains.forEach((domain, i) => {
    // A 253-character name does not fit one line: wrap it rather than run off the page.
    for (const line of doc.splitTextToSize(`${i + 1}. ${domain}`, width) as string[]) {
      if (y > PDF_PAGE_BREAK_Y) {
        doc.addPage()
        y = LIST_TOP_Y
      }
      doc.text(line, MARGIN_X, y)
      y += PDF_LINE_SPACING
    }
  })
  return doc
}

/** unindexed_domains_{YYYY-MM-DD}.pdf */
export function unindexedPdfName (now: Date = new Date()): string {
  return `unindexed_domains_${formatIsoDate(now)}.pdf`
}

/** Builds the report of these (the currently filtered) domains and hands it to the browser. */
export function saveUnindexedPdf (domains: readonly string[], now: Date = new Date()): void {
  buildUnindexedPdf(domains).save(unindexedPdfName(now))
}
