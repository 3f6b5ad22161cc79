import fs from 'node:fs'
import path from 'node:path'

// WCAG 2 contrast of the kit's text colours on the backgrounds they are used on (AA: 4.5:1 for
// body text). Read from ui.css itself, so a new shade is checked as it lands.
const css = fs.readFileSync(path.join(__dirname, 'ui.css'), 'utf8')
const token = (name: string) => {
  const match = new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css)
  if (!match) throw new Error(`--${name} not found in ui.css`)
  return match[1]
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

test('the formula matches known pairs (the audit measured #6b7280 on #f4f6fa at 4.46:1)', () => {
  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
  expect(contrast('#6b7280', '#f4f6fa')).toBeLessThan(4.5)
})

test.each([
  ['sf-muted', 'sf-bg'],
  ['sf-muted', 'sf-surface'],
  ['sf-text', 'sf-bg'],
  ['sf-text', 'sf-surface'],
])('--%s on --%s is at least 4.5:1', (fg, bg) => {
  expect(contrast(token(fg), token(bg))).toBeGreaterThanOrEqual(4.5)
})

test('muted table headings on their #f8fafc band are at least 4.5:1', () => {
  expect(css).toMatch(/th \{[^}]*background: #f8fafc;[^}]*color: var\(--sf-muted\)/)
  expect(contrast(token('sf-muted'), '#f8fafc')).toBeGreaterThanOrEqual(4.5)
})
