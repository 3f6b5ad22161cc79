// Which links count as affiliate links. One small pattern language serves the defaults and the
// operator's extra AFFILIATE_PATTERNS (comma separated), matched against the absolute URL:
//   /go/             path contains this segment ("/go/x", also "/go")
//   ?aff             the URL has this query parameter ("?aff=" works too)
//   rel:sponsored    the link's rel attribute has this token
//   amzn.to          host is this domain or a subdomain of it; "*" stands for any labels
//   amazon.*?tag     ... and has this parameter; "prf.hn/click" ... and the path starts with it
// Case never matters.

export const DEFAULT_AFFILIATE_PATTERNS: readonly string[] = [
  // Cloaked links on the site itself or elsewhere (pretty-link and redirect plugins).
  '/go/', '/goto/', '/out/', '/recommends/', '/recommend/', '/visit/', '/refer/', '/aff/',
  '/affiliate/', '/link/', '/click/', '/clickthrgh.asp',
  'rel:sponsored',
  // Tracking parameters of networks and in-house programmes (btag: Income Access / MyAffiliates,
  // bta: Cellxpert, a_aid: Post Affiliate Pro, irclickid: impact.com).
  '?aff', '?aff_id', '?affid', '?aff_sub', '?affiliate', '?affiliate_id', '?ref', '?ref_id', '?refid',
  '?clickid', '?click_id', '?subid', '?sub_id', '?tracking', '?tracking_id', '?trackingid',
  '?btag', '?bta', '?a_aid', '?irclickid',
  // Networks and their click domains.
  'amzn.to', 'amazon.*?tag', 'clickbank.net', 'shareasale.com', 'shrsl.com', 'awin1.com',
  'impact.com', 'sjv.io', 'pxf.io', '7eer.net', 'evyy.net',
  'cj.com', 'anrdoezrs.net', 'jdoqocy.com', 'tkqlhce.com', 'dpbolvw.net', 'kqzyfj.com', 'emjcd.com',
  'prf.hn', 'partnerize.com', 'linksynergy.com', 'incomeaccess.com', 'myaffiliates.com',
  'cellxpert.com', 'netrefer.com', 'digistore24.com', 'maxbounty.com', 'tradedoubler.com', 'tidd.ly',
  'webgains.com', 'flexoffers.com', 'avantlink.com', 'pntra.com', 'go2cloud.org', 'partnerstack.com',
  'rstyle.me', 'skimresources.com', 'viglink.com'
]

export interface LinkCandidate {
  url: URL
  /** The link's rel attribute, as written. */
  rel: string
}

export type AffiliateTest = (link: LinkCandidate) => boolean

const HOST_PATTERN = /^(?:\*\.)?(?:[a-z0-9-]+|\*)(?:\.(?:[a-z0-9-]+|\*))+$/
const PARAM = /^[a-z0-9_.[\]-]+$/

function hostRegExp (host: string): RegExp {
  const body = host.replace(/^\*\./, '').split('.')
    .map((label) => label === '*' ? '[a-z0-9-]+(?:\\.[a-z0-9-]+)*' : label)
    .join('\\.')
  return new RegExp(`(?:^|\\.)${body}$`)
}

function hasParam (url: URL, name: string): boolean {
  for (const key of url.searchParams.keys()) if (key.toLowerCase() === name) return true
  return false
}

/** Compiles one pattern; throws an Error naming the problem when it is not valid. */
export function compileAffiliatePattern (source: string): AffiliateTest {
  const pattern = source.trim().toLowerCase()
  if (pattern === '') throw new Error('an affiliate pattern is empty')
  if (pattern.startsWith('rel:')) {
    const token = pattern.slice(4)
    if (!/^[a-z0-9-]+$/.test(token)) throw new Error(`affiliate pattern "${source}" needs a rel token, like rel:sponsored`)
    return ({ rel }) => rel.toLowerCase().split(/\s+/).includes(token)
  }
  if (pattern.startsWith('/')) {
    return ({ url }) => (url.pathname.toLowerCase() + '/').includes(pattern)
  }
  if (pattern.startsWith('?')) {
    const name = pattern.slice(1).replace(/=$/, '')
    if (!PARAM.test(name)) throw new Error(`affiliate pattern "${source}" is not a valid query parameter name`)
    return ({ url }) => hasParam(url, name)
  }
  const match = /^([^/?]+)(\/[^?]*)?(?:\?([^=]+)=?)?$/.exec(pattern)
  if (match === null || !HOST_PATTERN.test(match[1]) || (match[3] !== undefined && !PARAM.test(match[3]))) {
    throw new Error(`affiliate pattern "${source}" must be a /path/, a ?param, rel:token or a host like network.com`)
  }
  const host = hostRegExp(match[1])
  const path = match[2]
  const param = match[3]
  return ({ url }) => host.test(url.hostname.toLowerCase()) &&
    (path === undefined || url.pathname.toLowerCase().startsWith(path)) &&
    (param === undefined || hasParam(url, param))
}

/** The defaults plus the operator's extra patterns, as one test. */
export function createAffiliateMatcher (extra: readonly string[] = []): AffiliateTest {
  const tests = [...DEFAULT_AFFILIATE_PATTERNS, ...extra].map(compileAffiliatePattern)
  return (link) => tests.some((test) => test(link))
}

/** Parses AFFILIATE_PATTERNS; every entry is compiled once so a typo fails at start-up. */
export function parseAffiliatePatterns (raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return []
  const patterns = raw.split(',').map((p) => p.trim()).filter(Boolean)
  for (const pattern of patterns) compileAffiliatePattern(pattern)
  return patterns
}

// One compiled matcher per AFFILIATE_PATTERNS list (the config lives as long as the app).
const matchers = new WeakMap<readonly string[], AffiliateTest>()

/** The matcher of the configured patterns, compiled once. */
export function affiliateMatcherFor (patterns: readonly string[]): AffiliateTest {
  let matcher = matchers.get(patterns)
  if (matcher === undefined) matchers.set(patterns, matcher = createAffiliateMatcher(patterns))
  return matcher
}
