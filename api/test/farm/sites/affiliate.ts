// One site per default affiliate pattern family, plus one only an extra AFFILIATE_PATTERNS entry
// catches. Each page has non-affiliate links first, so "the first matching link" is what counts.
import { answer, type FarmSite, html, type KnownAnswer, pages } from '../kit'

const NOISE = '<a href="#top">Top</a> <a href="javascript:go()">JS</a> <a href="mailto:x@farm.test">Mail</a> <a href="/blog/">Blog</a> '

function affiliateSite (host: string, link: string, expected: string, footprints: KnownAnswer['footprints'] = []): FarmSite {
  return {
    host,
    handle: pages({ '/': html(`<title>${host}</title>`, `${NOISE}${link}`) }),
    // Top | JS | Mail | Blog | Offer
    expected: answer(host, { title: host, wordCount: 5, affiliateLink: expected, footprints })
  }
}

export const AFFILIATE_SITES: FarmSite[] = [
  // Cloaked path on the site itself, relative href.
  affiliateSite('aff-path.farm.test', '<a href="/go/casino-royal">Offer</a>', 'https://aff-path.farm.test/go/casino-royal'),
  // rel="sponsored" on an otherwise plain link.
  affiliateSite('aff-rel.farm.test', '<a rel="Sponsored noopener" href="https://brand.example.test/">Offer</a>', 'https://brand.example.test/'),
  // A tracking parameter.
  affiliateSite('aff-query.farm.test', '<a href="https://brand.example.test/signup?utm_source=x&amp;AffID=123">Offer</a>', 'https://brand.example.test/signup?utm_source=x&AffID=123',
    // Its AffID is the page's affiliate ID footprint.
    [{ kind: 'affiliate-id', value: 'brand.example.test affid=123' }]),
  // A known network's click domain.
  affiliateSite('aff-network.farm.test', '<a href="https://www.anrdoezrs.net/click-123-456">Offer</a>', 'https://www.anrdoezrs.net/click-123-456'),
  // Only matched when AFFILIATE_PATTERNS adds "partners.casino.test".
  affiliateSite('aff-custom.farm.test', '<a href="https://partners.casino.test/t/123">Offer</a>', '')
]
