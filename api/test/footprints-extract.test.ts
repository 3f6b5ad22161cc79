// The footprint extractor (pure), the DNS footprints' normalisation and the CSV cells of the export.
import { dnsAddresses, MAX_NS_SET, nameserverSet } from '../src/components/footprints/dns-footprints'
import { affiliateIds, extractFootprints, MAX_PER_KIND } from '../src/components/footprints/page-footprints'
import { escapeFormula, toCsv } from '../src/platform/lib/csv'

describe('extractFootprints', () => {
  test('analytics and ad IDs, generator, theme; each once', () => {
    const html = `<script>gtag('config','G-ABCDEF1234');gtag('config','G-ABCDEF1234')</script>
      <script>ga('create','UA-1234567-12')</script><!-- GTM-K9X8Y7 -->
      <ins data-ad-client="ca-pub-9876543210987654"></ins>
      <link href="/wp-content/themes/GeneratePress/style.css"><script src="/templates/cassiopeia/js/x.js"></script>`
    expect(extractFootprints(html, 'WordPress 6.5', [])).toEqual([
      { kind: 'ga4', value: 'G-ABCDEF1234' },
      { kind: 'ua', value: 'UA-1234567-12' },
      { kind: 'gtm', value: 'GTM-K9X8Y7' },
      { kind: 'adsense', value: 'ca-pub-9876543210987654' },
      { kind: 'theme', value: 'wordpress generatepress' },
      { kind: 'theme', value: 'joomla cassiopeia' },
      { kind: 'generator', value: 'WordPress 6.5' }
    ])
  })

  test('words that only look like IDs are not IDs', () => {
    expect(extractFootprints('<p>G-Shock watches, UA-style, GTM-, ca-pub-12</p>', '', [])).toEqual([])
  })

  test('at most MAX_PER_KIND of one kind', () => {
    const html = Array.from({ length: 30 }, (_, i) => `GTM-ABC${String(i).padStart(3, '0')}`).join(' ')
    expect(extractFootprints(html, '', [])).toHaveLength(MAX_PER_KIND)
  })

  test('affiliate IDs: the documented parameters only, with the program host', () => {
    const links = [
      new URL('https://www.partner.example/go?btag=a1&utm_source=x'),
      new URL('https://amazon.example/dp/1?tag=shop-20'),
      new URL('https://network.example/c?AffID=77&SubID=')
    ]
    expect(affiliateIds(links)).toEqual(['partner.example btag=a1', 'amazon.example tag=shop-20', 'network.example affid=77'])
  })
})

describe('DNS footprints', () => {
  test('a nameserver set is the same whatever the order, case, trailing dot or repeats', () => {
    const set = 'ns1.host.example, ns2.host.example'
    expect(nameserverSet(['ns2.host.example', 'ns1.host.example'])).toBe(set)
    expect(nameserverSet(['NS1.Host.Example.', ' ns2.host.example. ', 'ns1.host.example'])).toBe(set)
    expect(nameserverSet(['ns1.host.example'])).not.toBe(set)
    expect(nameserverSet([])).toBeNull()
    expect(nameserverSet(['.', ''])).toBeNull()
  })

  test('an absurdly long set keeps whole names up to MAX_NS_SET characters', () => {
    const names = Array.from({ length: 13 }, (_, i) => `ns${String(i).padStart(2, '0')}.${'x'.repeat(200)}.example`)
    const set = nameserverSet(names)!
    expect(set.length).toBeLessThanOrEqual(MAX_NS_SET)
    expect(set.split(', ').every((n) => names.includes(n))).toBe(true)
  })

  test('addresses: A then AAAA, each once, at most MAX_PER_KIND', () => {
    expect(dnsAddresses({ a: ['203.0.113.7', '203.0.113.7'], aaaa: ['2001:DB8::1'] })).toEqual(['203.0.113.7', '2001:db8::1'])
    const many = Array.from({ length: 30 }, (_, i) => `203.0.113.${i}`)
    expect(dnsAddresses({ a: many, aaaa: [] })).toHaveLength(MAX_PER_KIND)
  })
})

describe('CSV', () => {
  test('cells a spreadsheet would run as a formula get a leading quote', () => {
    for (const bad of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) expect(escapeFormula(bad)).toBe(`'${bad}`)
    expect(escapeFormula('a=b')).toBe('a=b')
    expect(toCsv(['A', 'B'], [['=x', 'say "hi", ok'], ['plain', -2]])).toBe('A,B\r\n\'=x,"say ""hi"", ok"\r\nplain,-2\r\n')
  })
})
