import { normalizeDomain } from '../src/platform/lib/domain-name'

test('URLs, ports, case and trailing dots all give the same host name', () => {
  for (const input of ['Example.COM', 'https://example.com/path?q=1', 'http://example.com:8080', ' example.com. ', 'example.com/']) {
    expect(normalizeDomain(input)).toBe('example.com')
  }
  expect(normalizeDomain('www.shop.co.uk')).toBe('www.shop.co.uk')
  expect(normalizeDomain('bücher.de')).toBe('xn--bcher-kva.de')
})

test('what is not a domain is refused', () => {
  for (const input of ['', '   ', 'localhost', 'ftp://example.com', 'javascript:alert(1)', 'http://user:pw@example.com', 'exa mple.com', '-bad-.com', 'a..b', 'x'.repeat(3000)]) {
    expect(normalizeDomain(input)).toBeNull()
  }
})
