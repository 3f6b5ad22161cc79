/**
 * Reads a PDF back the way a viewer does (pdf.js): the text lines of each page with their font
 * size and position, so tests check what a reader sees, not how jsPDF happens to write it.
 * Needs jest's node environment (pdf.js uses Node's structuredClone).
 */
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';

// pdf.js parses in this thread when it finds the worker module here (no worker file to load).
// require: the worker build ships no type declarations, and only its presence matters.
// eslint-disable-next-line @typescript-eslint/no-require-imports
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = require('pdfjs-dist/legacy/build/pdf.worker.mjs')

const MM_PER_PT = 25.4 / 72

export interface PdfLine {
  text: string;
  /** Font size in points. */
  size: number;
  /** Baseline, in mm from the top of the page (jsPDF's default unit and origin). */
  y: number;
}

export async function readPdf (bytes: ArrayBuffer | Uint8Array): Promise<PdfLine[][]> {
  // A plain Uint8Array copy: pdf.js refuses Node Buffers (a Uint8Array subclass).
  const data = new Uint8Array(bytes)
  const pdf = await pdfjs.getDocument({ data, isEvalSupported: false, verbosity: 0 }).promise
  const pages: PdfLine[][] = []
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n)
    const height = page.view[3]
    const content = await page.getTextContent()
    pages.push(content.items.flatMap((item) => {
      if (!('str' in item) || item.str.trim() === '') return []
      const [scale, , , , , baseline] = item.transform as number[]
      return [{ text: item.str, size: Math.round(scale * 100) / 100, y: Math.round((height - baseline) * MM_PER_PT * 100) / 100 }]
    }))
  }
  await pdf.destroy()
  return pages
}
