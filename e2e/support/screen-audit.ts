import fs from 'node:fs'
import type { Page } from 'playwright-core'

/** axe-core's browser build, put into every page of the audit before its own scripts run. */
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

export async function withAxe (page: Page): Promise<void> {
  // An init script is evaluated by the browser itself: the product's CSP does not apply to it.
  await page.addInitScript({ content: AXE_SOURCE })
}

/** WCAG 2.1 A and AA violations on the page as "rule: target" lines (none: []). */
export async function axeViolations (page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown[]; failureSummary?: string }> }> }> } }).axe
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} ${(n.failureSummary ?? '').split('\n').slice(1, 2).join('').trim()}`))
  })
}

/** The page is loaded: its heading is there and nothing is still loading. */
export async function settled (page: Page): Promise<void> {
  await page.locator('main h1, main h2').first().waitFor({ timeout: 60_000 })
  await page.waitForFunction(() => document.querySelector('.sf-spinner, .remote-loading') === null, undefined, { timeout: 60_000 })
  // Fonts and late layout (lazy charts) before measuring.
  await page.evaluate(async () => await document.fonts.ready)
  await page.waitForTimeout(300)
}

export interface Fit {
  pageWidth: number;
  viewport: number;
  /** Row actions (buttons, links, inputs in table rows) outside the viewport or cut off by a clipping ancestor. */
  cutActions: string[];
}

/** How the page fits the window: its scroll width, and every table row action that cannot be seen whole. */
export async function measureFit (page: Page): Promise<Fit> {
  return page.evaluate(() => {
    const viewport = window.innerWidth
    const cutActions: string[] = []
    const controls = document.querySelectorAll<HTMLElement>('main table tbody tr :is(button, a[href], input, select)')
    for (const control of Array.from(controls)) {
      const box = control.getBoundingClientRect()
      if (box.width === 0 && box.height === 0) continue
      const name = `${control.tagName.toLowerCase()} "${control.textContent?.trim() || control.getAttribute('aria-label') || ''}"`
      if (box.left < -0.5 || box.right > viewport + 0.5) {
        cutActions.push(`${name} outside the viewport (${Math.round(box.left)}–${Math.round(box.right)})`)
        continue
      }
      for (let el = control.parentElement; el !== null && el !== document.body; el = el.parentElement) {
        const style = getComputedStyle(el)
        if (style.overflowX === 'visible') continue
        const clip = el.getBoundingClientRect()
        if (box.left < clip.left - 0.5 || box.right > clip.right + 0.5) {
          cutActions.push(`${name} cut off by ${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')}`)
          break
        }
      }
    }
    return { pageWidth: document.documentElement.scrollWidth, viewport, cutActions }
  })
}
