// The scanner against the web farm: each farm page's known answer, the https → http fallback,
// the messages for refused and unreachable sites, and the extraction rules on small documents.
import { type OutboundClient } from '../src/platform/outbound'
import { createAffiliateMatcher } from '../src/platform/config/affiliate-patterns'
import { extractPage } from '../src/components/domains/scan/extract'
import { scanDomain } from '../src/components/domains/scan/scanner'
import { HttpError } from '../src/platform/errors'
import { assertFarmCaTrusted, type Farm, FARM_SITES, startFarm } from './farm'
import { farmClient, fakeLookup } from './helpers/outbound'

let farm: Farm
let client: OutboundClient
const isAffiliate = createAffiliateMatcher()
const NOW = new Date('2026-01-02T03:04:05.000Z')

beforeAll(async () => {
  assertFarmCaTrusted()
  farm = await startFarm()
  client = farmClient(farm, { lookup: fakeLookup({ 'evil.example': '10.0.0.5' }) })
})
afterAll(async () => {
  await client.close()
  await farm.close()
})

const scan = async (domain: string, extra: string[] = []) =>
  await scanDomain(domain, { client, isAffiliate: extra.length > 0 ? createAffiliateMatcher(extra) : isAffiliate, now: () => NOW })

async function refusal (domain: string): Promise<{ status: number, message: string }> {
  try {
    await scan(domain)
  } catch (err) {
    if (err instanceof HttpError) return { status: err.statusCode, message: err.message }
    throw err
  }
  throw new Error(`scanning ${domain} succeeded`)
}

describe('known answers of the farm pages', () => {
  const known = FARM_SITES.filter((site) => site.expected !== undefined && site.host !== 'huge.farm.test')
  test('the farm has pages with known answers', () => {
    expect(known.length).toBeGreaterThanOrEqual(15)
  })

  test.each(known.map((site) => [site.host, site] as const))('%s', async (host, site) => {
    const result = await scan(host)
    expect(result).toEqual({ ...site.expected, lastChecked: NOW.toISOString() })
  })

  test('a huge page is read up to the cap and still answers what it can', async () => {
    // Reading 5 MiB takes seconds on a busy machine: timeouts are not what this test is about.
    const patient = farmClient(farm, { responseTimeoutMs: 30_000, totalTimeoutMs: 60_000 })
    const result = await scanDomain('huge.farm.test', { client: patient, isAffiliate, now: () => NOW }).finally(async () => await patient.close())
    expect(result).toMatchObject(FARM_SITES.find((s) => s.host === 'huge.farm.test')?.expected ?? {})
    // ~5 MiB of "<p>lorem ipsum dolor sit amet</p>": 5 words per 33 bytes, the rest unread.
    expect(result.wordCount).toBeGreaterThan(750_000)
    expect(result.wordCount).toBeLessThan(6 * 1024 * 1024 / 33 * 5)
  })

  test('an extra AFFILIATE_PATTERNS entry finds a link the defaults do not', async () => {
    expect((await scan('aff-custom.farm.test', ['partners.casino.test'])).affiliateLink).toBe('https://partners.casino.test/t/123')
  })

  test('input may be a URL or carry a port, case or a trailing dot', async () => {
    for (const input of ['https://Shop.Farm.Test/some/page?x=1', 'SHOP.farm.test.', '  shop.farm.test  ', 'http://shop.farm.test:8080/']) {
      expect((await scan(input)).url).toBe('https://shop.farm.test/')
    }
  })
})

describe('refusals and failures', () => {
  test.each([
    ['127.0.0.1', 'Refusing to scan 127.0.0.1: it is a private or local network address.'],
    ['localhost', 'Refusing to scan localhost: it is a private or local network address.'],
    ['http://localhost:3000/', 'Refusing to scan localhost: it is a private or local network address.'],
    ['10.0.0.1', 'Refusing to scan 10.0.0.1: it is a private or local network address.'],
    ['169.254.169.254', 'Refusing to scan 169.254.169.254: it is a private or local network address.'],
    ['[::1]', 'Refusing to scan ::1: it is a private or local network address.'],
    ['evil.example', 'Refusing to scan evil.example: it resolves to a private or reserved address.'],
    ['to-local.farm.test', 'Refusing to scan to-local.farm.test: it redirects to 127.0.0.1, a private or local network address.']
  ])('%s is refused', async (domain, message) => {
    expect(await refusal(domain)).toEqual({ status: 400, message })
  })

  test.each(['', 'not a domain', 'single-label', 'ftp://example.com', 'https://user:pw@example.com', '-bad-.com', 'a'.repeat(300) + '.com'])('%p is not a domain', async (domain) => {
    expect(await refusal(domain)).toEqual({ status: 400, message: 'Please enter a valid domain name.' })
  })

  test.each([
    ['no-such-site.example', 'Could not reach no-such-site.example: the domain does not exist (NXDOMAIN).'],
    ['self-signed.farm.test', 'Could not reach self-signed.farm.test: its TLS certificate is self-signed (DEPTH_ZERO_SELF_SIGNED_CERT).'],
    ['mismatch.example.test', 'Could not reach mismatch.example.test: its TLS certificate is for a different host name (ERR_TLS_CERT_ALTNAME_INVALID).'],
    ['tarpit.farm.test', 'Could not reach tarpit.farm.test: the connection timed out.'],
    ['slow.farm.test', 'Could not reach slow.farm.test: the server took too long to answer.'],
    ['loop.farm.test', 'Could not reach loop.farm.test: it redirected more than 5 times.']
  ])('%s is unreachable (502)', async (domain, message) => {
    expect(await refusal(domain)).toEqual({ status: 502, message })
  })

  test('https failing to connect or handshake falls back to http; an HTTP error status does not', async () => {
    expect((await scan('http-only.farm.test')).url).toBe('http://http-only.farm.test/') // refused
    expect((await scan('plain.farm.test')).url).toBe('http://plain.farm.test/') // handshake
    expect((await scan('expired.farm.test')).url).toBe('http://expired.farm.test/') // certificate
    expect(await scan('error.farm.test')).toMatchObject({ url: 'https://error.farm.test/', statusCode: 500 })
  })
})

describe('extractPage rules', () => {
  const extract = (body: string, url = 'https://page.test/dir/index.html') => extractPage(body, url, isAffiliate)

  test.each([
    ['<meta name="robots" content="noindex">', true],
    ['<meta name="googlebot" content="NOINDEX, nofollow">', true],
    ['<meta name="robots" content="none">', true],
    ['<meta name="robots" content="index, follow">', false],
    ['<meta name="description" content="noindex">', false],
    ['<meta name="bingbot" content="noindex">', false]
  ])('noindex from %s → %p', (head, noindex) => {
    expect(extract(`<html><head>${head}</head><body></body></html>`).noindexMeta).toBe(noindex)
  })

  test('only the first title and description count; an svg title is not the page title', () => {
    const page = extract('<svg><title>icon</title></svg><title>First</title><title>Second</title><meta name="description" content="One"><meta name="description" content="Two">')
    expect({ title: page.title, description: page.description }).toEqual({ title: 'First', description: 'One' })
  })

  test('control characters in page text are dropped, so the result can be saved as it is', () => {
    const page = extract('<title>Keto\u0000 Shop\u001b[31m</title><meta name="description" content="Best\u0007deals"><h1>Big\u0085sale</h1><img src="/a.png" alt="a\u0001b">')
    expect({ title: page.title, description: page.description, h1: page.h1, alt: page.images[0].alt })
      .toEqual({ title: 'Keto Shop [31m', description: 'Best deals', h1: ['Big sale'], alt: 'a b' })
  })

  test('links resolve against the page (or <base>) and only http(s) links are kept', () => {
    const page = extract('<link rel="canonical" href="../canon"><img src="javascript:alert(1)"><img src="//cdn.test/x.png" alt="x"><a href="data:text/html,hi" rel="sponsored">x</a><a href="vbscript:x" rel="sponsored">y</a><a href="?ref=1">z</a>')
    expect(page.canonicals).toEqual(['https://page.test/canon'])
    expect(page.images).toEqual([{ url: 'https://cdn.test/x.png', alt: 'x' }])
    expect(page.affiliateLink).toBe('https://page.test/dir/index.html?ref=1')
  })

  test('word count: inline tags join words, block tags split them, hidden text is ignored', () => {
    expect(extract('<p>Farm<b>Shop</b></p><p>one</p><div>two<br>three</div><script>nope nope</script><style>x{}</style><p>— … 42</p>').wordCount).toBe(5)
    expect(extract('').wordCount).toBe(0)
  })

  test('lazy images: an empty or data: src gives way to data-src, data-lazy-src, data-original, srcset, data-srcset', () => {
    const gif = 'data:image/gif;base64,R0lGODlhAQABAAAAACw='
    const page = extract([
      '<img src="" data-src="/a.jpg" alt="a">',
      `<img src="${gif}" data-lazy-src="/b.jpg" alt="b">`,
      '<img src="data:image/svg+xml,%3Csvg%3E%3C/svg%3E" data-original="c.jpg">',
      `<img src="${gif}" srcset="https://cdn.test/w_300,h_200/d.jpg 300w, https://cdn.test/w_600,h_400/d.jpg 600w">`,
      '<img data-srcset=" /e-400.jpg 400w,/e-800.jpg 800w" alt="e">',
      '<img src="/real.jpg" data-src="/not-this.jpg" alt="real">',
      '<img class="lazyload" alt="no source yet">'
    ].join(''))
    expect(page.images).toEqual([
      { url: 'https://page.test/a.jpg', alt: 'a' },
      { url: 'https://page.test/b.jpg', alt: 'b' },
      { url: 'https://page.test/dir/c.jpg', alt: '' },
      { url: 'https://cdn.test/w_300,h_200/d.jpg', alt: '' },
      { url: 'https://page.test/e-400.jpg', alt: 'e' },
      { url: 'https://page.test/real.jpg', alt: 'real' }
    ])
  })

  test('<noscript> and <template> copies of images are not images of the page', () => {
    const page = extract('<img data-src="/lazy.jpg" alt="x"><noscript><img src="/lazy.jpg" alt="x"></noscript><template><img src="/{{card}}.jpg"></template>')
    expect(page.images).toEqual([{ url: 'https://page.test/lazy.jpg', alt: 'x' }])
  })

  test('inline data: images are listed as "inline image" and their alt counts in the audit', () => {
    const svg = 'data:image/svg+xml;base64,PHN2Zy8+'
    const page = extract(`<img src="${svg}" alt="Visa"><img src="${svg}" alt=""><img src="/logo.png" alt="Logo">`)
    expect(page.images).toEqual([
      { url: 'inline image', alt: 'Visa' },
      { url: 'inline image', alt: '' },
      { url: 'https://page.test/logo.png', alt: 'Logo' }
    ])
    expect(page.altTags).toEqual(['Visa', 'Logo'])
  })

  test('a heading that is an SVG logo or an image is named by its aria-label, <title> or alt', () => {
    const page = extract([
      '<h1><a href="/"><svg role="img" aria-label="SpinScout"><path d="M0 0"/></svg></a></h1>',
      '<h1><svg><title>The Daily Ledger</title><desc>wordmark</desc><text>TDL</text></svg></h1>',
      '<h2><img src="/brand.png" alt="Brand Logo"></h2>',
      '<h2>Deals <svg aria-hidden="true"><title>star</title></svg></h2>',
      '<h2><svg><path d="M0 0"/></svg></h2>'
    ].join(''))
    expect({ h1: page.h1, h2: page.h2 }).toEqual({ h1: ['SpinScout', 'The Daily Ledger'], h2: ['Brand Logo', 'Deals'] })
  })

  test('hidden headings are not listed, and hidden parts are not in a heading\'s text', () => {
    const page = extract('<h2 hidden>Sale</h2><div style="display:none"><h2>Modal</h2></div><h2>Best <span aria-hidden="true">★</span><span hidden>secret</span> deals</h2>')
    expect(page.h2).toEqual(['Best deals'])
  })

  test('word count leaves out text under hidden, aria-hidden="true", display:none and visibility:hidden', () => {
    const page = extract([
      '<p>one two</p>',
      '<div hidden><p>a b c</p></div>',
      '<ul aria-hidden="true"><li>d e</li></ul>',
      '<div aria-hidden="false">three</div>',
      '<div style="color: red; display : none !important">f g</div>',
      '<aside style="visibility:hidden">h i</aside>',
      '<p>four <img hidden src="/x.png"> five<br hidden>six</p>',
      '<div style="display:block">seven</div>'
    ].join(''))
    expect(page.wordCount).toBe(7)
  })

  test('drawn SVG text counts as words; an SVG title or style does not', () => {
    expect(extract('<p>Logo:</p><svg><title>Brand</title><style>.a{fill:red}</style><text>Acme <tspan>Co</tspan></text></svg>').wordCount).toBe(3)
  })

  test('schema: JSON-LD or microdata; neither means false', () => {
    expect(extract('<script type="application/ld+json">{}</script>').schemaPresent).toBe(true)
    expect(extract('<div itemtype="https://schema.org/Thing"></div>').schemaPresent).toBe(true)
    expect(extract('<script type="text/javascript">var schema = 1</script><div class="itemscope"></div>').schemaPresent).toBe(false)
  })

  test('big pages produce capped lists', () => {
    const page = extract('<h1>a</h1>'.repeat(500) + '<img src="/i.png" alt="i">'.repeat(1000))
    expect(page.h1).toHaveLength(100)
    expect(page.images).toHaveLength(200)
  })
})
