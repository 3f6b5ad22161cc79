// Affiliate link detection: every default pattern catches a real-looking link, ordinary links
// are left alone, and the pattern language for AFFILIATE_PATTERNS behaves as documented.
import fs from 'node:fs'
import { compileAffiliatePattern, createAffiliateMatcher, DEFAULT_AFFILIATE_PATTERNS, parseAffiliatePatterns } from '../src/platform/config/affiliate-patterns'
import { loadConfig } from '../src/configuration'
import { ConfigError } from '../src/platform/errors'
import { tempDir } from './helpers/test-app'

const isAffiliate = createAffiliateMatcher()
const link = (url: string, rel = ''): { url: URL, rel: string } => ({ url: new URL(url), rel })

// One example per default pattern, in the same order as DEFAULT_AFFILIATE_PATTERNS.
const EXAMPLES: Record<string, string> = {
  '/go/': 'https://site.test/go/casino',
  '/goto/': 'https://site.test/goto/offer',
  '/out/': 'https://site.test/out/brand',
  '/recommends/': 'https://site.test/recommends/vpn',
  '/recommend/': 'https://site.test/recommend/x',
  '/visit/': 'https://site.test/visit/brand',
  '/refer/': 'https://site.test/refer/123',
  '/aff/': 'https://site.test/aff/9',
  '/affiliate/': 'https://site.test/affiliate/brand',
  '/link/': 'https://site.test/link/brand',
  '/click/': 'https://t.test/click/1',
  '/clickthrgh.asp': 'https://affiliates.casino.test/processing/clickthrgh.asp?x=1',
  '?aff': 'https://b.test/?aff=1',
  '?aff_id': 'https://b.test/?aff_id=1',
  '?affid': 'https://b.test/?AFFID=1',
  '?aff_sub': 'https://b.test/?aff_sub=x',
  '?affiliate': 'https://b.test/?affiliate=x',
  '?affiliate_id': 'https://b.test/p?affiliate_id=1',
  '?ref': 'https://b.test/?x=1&ref=site',
  '?ref_id': 'https://b.test/?ref_id=1',
  '?refid': 'https://b.test/?refid=1',
  '?clickid': 'https://b.test/?clickid=abc',
  '?click_id': 'https://b.test/?click_id=abc',
  '?subid': 'https://b.test/?subid=1',
  '?sub_id': 'https://b.test/?sub_id=1',
  '?tracking': 'https://b.test/?tracking=1',
  '?tracking_id': 'https://b.test/?tracking_id=1',
  '?trackingid': 'https://b.test/?trackingid=1',
  '?btag': 'https://b.test/?btag=a_1b_2',
  '?bta': 'https://go.b.test/visit?bta=1&brand=x',
  '?a_aid': 'https://b.test/?a_aid=xyz',
  '?irclickid': 'https://b.test/?irclickid=1',
  'amzn.to': 'https://amzn.to/3xYz',
  'amazon.*?tag': 'https://www.amazon.co.uk/dp/B0?tag=site-21',
  'clickbank.net': 'https://vendor.hop.clickbank.net/',
  'shareasale.com': 'https://www.shareasale.com/r.cfm?b=1',
  'shrsl.com': 'https://shrsl.com/abc',
  'awin1.com': 'https://www.awin1.com/cread.php?awinmid=1',
  'impact.com': 'https://app.impact.com/campaign',
  'sjv.io': 'https://brand.sjv.io/c/1/2/3',
  'pxf.io': 'https://brand.pxf.io/x',
  '7eer.net': 'https://brand.7eer.net/c/1',
  'evyy.net': 'https://brand.evyy.net/c/1',
  'cj.com': 'https://www.cj.com/',
  'anrdoezrs.net': 'https://www.anrdoezrs.net/click-1-2',
  'jdoqocy.com': 'https://www.jdoqocy.com/click-1-2',
  'tkqlhce.com': 'https://www.tkqlhce.com/click-1-2',
  'dpbolvw.net': 'https://www.dpbolvw.net/click-1-2',
  'kqzyfj.com': 'https://www.kqzyfj.com/click-1-2',
  'emjcd.com': 'https://www.emjcd.com/x',
  'prf.hn': 'https://prf.hn/click/camref:1',
  'partnerize.com': 'https://x.partnerize.com/',
  'linksynergy.com': 'https://click.linksynergy.com/deeplink?id=1',
  'incomeaccess.com': 'https://banners.incomeaccess.com/x',
  'myaffiliates.com': 'https://brand.myaffiliates.com/x',
  'cellxpert.com': 'https://brand.cellxpert.com/x',
  'netrefer.com': 'https://brand.netrefer.com/x',
  'digistore24.com': 'https://www.digistore24.com/redir/1/aff/',
  'maxbounty.com': 'https://www.maxbounty.com/x',
  'tradedoubler.com': 'https://clk.tradedoubler.com/click?p=1',
  'tidd.ly': 'https://tidd.ly/abc',
  'webgains.com': 'https://track.webgains.com/click.html?wgcampaignid=1',
  'flexoffers.com': 'https://track.flexoffers.com/a',
  'avantlink.com': 'https://www.avantlink.com/click.php?tt=cl',
  'pntra.com': 'https://www.pntra.com/t/abc',
  'go2cloud.org': 'https://brand.go2cloud.org/aff_c?offer_id=1',
  'partnerstack.com': 'https://brand.partnerstack.com/x',
  'rstyle.me': 'https://rstyle.me/n/abc',
  'skimresources.com': 'https://go.skimresources.com/?id=1',
  'viglink.com': 'https://redirect.viglink.com/?u=x'
}

describe('default affiliate patterns', () => {
  test('every default pattern has an example here', () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual(DEFAULT_AFFILIATE_PATTERNS.filter((p) => p !== 'rel:sponsored').sort())
  })

  test.each(Object.entries(EXAMPLES))('%s catches %s', (pattern, url) => {
    expect(compileAffiliatePattern(pattern)(link(url))).toBe(true)
    expect(isAffiliate(link(url))).toBe(true)
  })

  test('rel="sponsored" marks any link', () => {
    expect(isAffiliate(link('https://brand.test/', 'nofollow Sponsored'))).toBe(true)
    expect(isAffiliate(link('https://brand.test/', 'nofollow noopener'))).toBe(false)
  })

  test.each([
    'https://site.test/', 'https://site.test/about', 'https://site.test/google/', 'https://site.test/outdoor/',
    'https://site.test/links/', 'https://site.test/blog/go-green', 'https://site.test/?page=2&referrer=x',
    'https://www.amazon.com/dp/B0', 'https://notamzn.to/x', 'https://clickbank.net.evil.test/', 'https://cj.community/'
  ])('leaves %s alone', (url) => {
    expect(isAffiliate(link(url))).toBe(false)
  })
})

describe('pattern language', () => {
  test('host patterns match the domain and its subdomains; * stands for labels; paths and params narrow', () => {
    const t = compileAffiliatePattern('partners.casino.test')
    expect([t(link('https://partners.casino.test/x')), t(link('https://eu.partners.casino.test/')), t(link('https://casino.test/'))]).toEqual([true, true, false])
    const withPath = compileAffiliatePattern('prf.hn/click')
    expect([withPath(link('https://prf.hn/click/1')), withPath(link('https://prf.hn/other'))]).toEqual([true, false])
    const wildcard = compileAffiliatePattern('*.track.*?cid=')
    expect([wildcard(link('https://a.track.example.com/?cid=1')), wildcard(link('https://a.track.example.com/'))]).toEqual([true, false])
  })

  test('extra patterns add to the defaults', () => {
    const custom = createAffiliateMatcher(['partners.casino.test', '/promo/'])
    expect(custom(link('https://partners.casino.test/t/1'))).toBe(true)
    expect(custom(link('https://site.test/promo/x'))).toBe(true)
    expect(custom(link('https://amzn.to/x'))).toBe(true)
    expect(isAffiliate(link('https://partners.casino.test/t/1'))).toBe(false)
  })

  test.each(['rel:', 'rel:a b', '?', '?a&b', 'no spaces.com', 'http://x.com', 'single'])('rejects %p', (pattern) => {
    expect(() => compileAffiliatePattern(pattern)).toThrow(/affiliate pattern/)
  })

  test('AFFILIATE_PATTERNS is parsed and validated at start-up', () => {
    expect(parseAffiliatePatterns(' partners.casino.test , /promo/ ,')).toEqual(['partners.casino.test', '/promo/'])
    expect(parseAffiliatePatterns(undefined)).toEqual([])
    const dataDir = tempDir()
    expect(loadConfig({ DATA_DIR: dataDir, AFFILIATE_PATTERNS: '/promo/,?cid' }).affiliatePatterns).toEqual(['/promo/', '?cid'])
    expect(loadConfig({ DATA_DIR: dataDir }).affiliatePatterns).toEqual([])
    expect(() => loadConfig({ DATA_DIR: dataDir, AFFILIATE_PATTERNS: 'http://bad' })).toThrow(ConfigError)
    expect(() => loadConfig({ DATA_DIR: dataDir, AFFILIATE_PATTERNS: 'http://bad' })).toThrow(/^AFFILIATE_PATTERNS: affiliate pattern "http:\/\/bad"/)
    expect(loadConfig({ DATA_DIR: dataDir }).scanRateLimit).toBe(30)
    expect(loadConfig({ DATA_DIR: dataDir, SCAN_RATE_LIMIT: '5' }).scanRateLimit).toBe(5)
    expect(() => loadConfig({ DATA_DIR: dataDir, SCAN_RATE_LIMIT: 'lots' })).toThrow(/SCAN_RATE_LIMIT must be a whole number/)
    fs.rmSync(dataDir, { recursive: true, force: true })
  })
})
