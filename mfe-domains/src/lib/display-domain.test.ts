import { displayDomain } from './display-domain'

test.each([
  ['Example.COM', 'example.com'],
  ['  shop.example.co.uk.  ', 'shop.example.co.uk'],
  ['https://www.Example.com/path?q=1', 'www.example.com'],
  ['example.com:8080', 'example.com'],
  ['bücher.de', 'xn--bcher-kva.de'],
  ['not a domain', 'not a domain'],
])('%j is shown as %j', (input, shown) => {
  expect(displayDomain(input)).toBe(shown)
})
