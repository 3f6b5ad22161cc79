import { safeHref } from './safe-href'

describe('safeHref', () => {
  it.each([
    ['https://example.com/go/offer', 'https://example.com/go/offer'],
    ['http://example.com', 'http://example.com/'],
    ['  HTTPS://Example.com/a?b=1  ', 'https://example.com/a?b=1'],
  ])('keeps the http(s) URL %j', (input, href) => {
    expect(safeHref(input)).toBe(href)
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/path',
    '/relative/path',
    'relative.html',
    'example.com',
    'ftp://example.com/file',
    'http://',
    'https:///nohost',
    '\u0001https://example.com',
    '',
  ])('refuses %j', (input) => {
    expect(safeHref(input)).toBeNull()
  })

  it('refuses non-strings', () => {
    expect(safeHref(undefined)).toBeNull()
    expect(safeHref(null)).toBeNull()
    expect(safeHref(42)).toBeNull()
    expect(safeHref({ href: 'https://example.com' })).toBeNull()
  })
})
