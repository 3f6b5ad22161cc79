import fs from 'node:fs'
import path from 'node:path'

// WCAG 2 contrast of the kit's text colours on the backgrounds they are used on (AA: 4.5:1 for
// body text), in the light and in the dark theme. Read from ui.css itself, so a new shade is
// checked as it lands.
const css = fs.readFileSync(path.join(__dirname, 'ui.css'), 'utf8')
type Theme = 'light' | 'dark'
const token = (name: string, theme: Theme) => {
  const pair = new RegExp(`--${name}:\\s*light-dark\\((#[0-9a-f]{6}),\\s*(#[0-9a-f]{6})\\)`, 'i').exec(css)
  if (pair) return theme === 'light' ? pair[1] : pair[2]
  const single = new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css)
  if (!single) throw new Error(`--${name} not found in ui.css`)
  return single[1]
}

function luminance (hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

function contrast (a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

test('the formula matches known pairs (the audits measured #6b7280 on #f4f6fa at 4.46:1, #dc2626 on #fee2e2 at 3.95:1)', () => {
  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
  expect(contrast('#6b7280', '#f4f6fa')).toBeLessThan(4.5)
  expect(contrast('#dc2626', '#fee2e2')).toBeCloseTo(3.95, 2)
})

const TEXT_ON = [
  ['sf-muted', 'sf-bg'],
  ['sf-muted', 'sf-surface'],
  ['sf-muted', 'sf-surface-alt'],
  ['sf-text', 'sf-bg'],
  ['sf-text', 'sf-surface'],
  ['sf-text', 'sf-surface-alt'],
  ['sf-text', 'sf-primary-soft'],
  ['sf-link', 'sf-surface'],
  ['sf-link', 'sf-bg'],
  ['sf-danger', 'sf-surface'],
  ['sf-danger', 'sf-bg'],
  // The red status tag and the failed-load box.
  ['sf-danger', 'sf-danger-soft'],
  ['sf-success', 'sf-surface'],
  ['sf-warning', 'sf-surface'],
] as const

describe.each(['light', 'dark'] as const)('%s theme', (theme) => {
  test.each(TEXT_ON)('--%s on --%s is at least 4.5:1', (fg, bg) => {
    expect(contrast(token(fg, theme), token(bg, theme))).toBeGreaterThanOrEqual(4.5)
  })
})

test('white on the primary and the danger buttons is at least 4.5:1', () => {
  expect(contrast('#ffffff', token('sf-primary', 'light'))).toBeGreaterThanOrEqual(4.5)
  expect(css).toMatch(/\.sf-btn--danger \{ background: (#[0-9a-f]{6}); color: #fff; \}/)
  const danger = /\.sf-btn--danger \{ background: (#[0-9a-f]{6})/.exec(css)![1]
  expect(contrast('#ffffff', danger)).toBeGreaterThanOrEqual(4.5)
})
