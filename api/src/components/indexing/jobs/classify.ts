// Reads a Bing `site:` results page and decides indexed / not-indexed / unknown. The order of
// the tests is the safety rule: "not-indexed" needs Bing's explicit no-results marker; anything
// that is neither a results page for this domain nor that marker (captcha, consent, block page,
// a redesign) is "unknown", because a wrong "not indexed" sends operators chasing ghosts.
import { Parser } from 'htmlparser2'
import type { IndexResult } from './types'

export interface SearchPage {
  status: number
  body: string
  /** After redirects: a captcha or consent interstitial often lives on its own path. */
  finalUrl: string
}

interface PageFacts {
  /** One entry per organic result (li.b_algo): its first link and its display URL (<cite>). */
  results: Array<{ href?: string, cite: string }>
  noResultsMarker: boolean
  challengeMarker: boolean
  text: string
}

// Bing's "no results" block is <li class="b_no"><h1>There are no results for …</h1>.
const NO_RESULTS_TEXT = /\b(there are no results for|no results found for)\b/i
// Captcha (Bing's "turing" challenge, third-party challenges), bot walls and consent interstitials.
const CHALLENGE_ATTR = /captcha|turing\/|challenge|consent/i
const CHALLENGE_TEXT = /one last step|solve the (challenge|puzzle)|unusual traffic|verify (that )?you are (a )?human|are you a robot|access denied|before you continue/i
const TEXT_CAP = 20_000

function classes (attribs: Record<string, string>): string[] {
  return (attribs.class ?? '').split(/\s+/)
}

function readPage (html: string): PageFacts {
  const facts: PageFacts = { results: [], noResultsMarker: false, challengeMarker: false, text: '' }
  let depth = 0
  let resultDepth = -1 // depth of the open li.b_algo, -1 outside one
  let citeDepth = -1
  let hidden = 0 // inside <script>/<style>: not page text
  const parser = new Parser({
    onopentag (name, attribs) {
      depth++
      if (name === 'script' || name === 'style') hidden++
      const cls = classes(attribs)
      if (name === 'li' && cls.includes('b_algo')) {
        resultDepth = depth
        facts.results.push({ cite: '' })
      }
      if (cls.includes('b_no')) facts.noResultsMarker = true
      const current = resultDepth >= 0 ? facts.results[facts.results.length - 1] : undefined
      if (current !== undefined && name === 'a' && current.href === undefined && attribs.href !== undefined) current.href = attribs.href
      if (current !== undefined && name === 'cite') citeDepth = depth
      // Where a form posts, what a frame or script loads, and ids name the challenge pages.
      const where = `${attribs.action ?? ''} ${name === 'iframe' || name === 'script' ? attribs.src ?? '' : ''} ${attribs.id ?? ''}`
      if (CHALLENGE_ATTR.test(where)) facts.challengeMarker = true
    },
    ontext (text) {
      if (hidden > 0) return
      if (citeDepth >= 0) facts.results[facts.results.length - 1].cite += text
      if (facts.text.length < TEXT_CAP) facts.text += text
    },
    onclosetag (name) {
      if (name === 'script' || name === 'style') hidden = Math.max(0, hidden - 1)
      if (depth === citeDepth) citeDepth = -1
      if (depth === resultDepth) resultDepth = -1
      depth--
    }
  }, { decodeEntities: true })
  parser.end(html)
  facts.text = facts.text.replace(/\s+/g, ' ')
  return facts
}

function onDomain (host: string, domain: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '')
  return h === domain || h.endsWith(`.${domain}`)
}

/** The target of a result link; Bing wraps links as /ck/a?…&u=a1<base64url of the URL>. */
function linkHost (href: string): string | undefined {
  try {
    const url = new URL(href, 'https://www.bing.com/')
    const wrapped = url.searchParams.get('u')
    if (url.pathname === '/ck/a' && wrapped?.startsWith('a1') === true) {
      return new URL(Buffer.from(wrapped.slice(2), 'base64url').toString('utf8')).hostname
    }
    return url.hostname
  } catch {
    return undefined
  }
}

/** "https://www.example.com › blog" → "www.example.com". */
function citeHost (cite: string): string {
  return cite.trim().replace(/^https?:\/\//i, '').split(/[\s/›?#:]/)[0] ?? ''
}

export function classifyBingPage (page: SearchPage, domain: string): IndexResult {
  if (page.status !== 200) return { state: 'unknown', reason: `HTTP ${page.status} from Bing` }
  if (/captcha|turing\/|consent/i.test(new URL(page.finalUrl).pathname)) {
    return { state: 'unknown', reason: 'Bing answered with a captcha, consent or block page' }
  }
  const facts = readPage(page.body)
  const own = facts.results.filter((r) => {
    const host = r.href === undefined ? undefined : linkHost(r.href)
    return (host !== undefined && onDomain(host, domain)) || onDomain(citeHost(r.cite), domain)
  })
  if (own.length > 0) return { state: 'indexed', reason: `${own.length} result${own.length === 1 ? '' : 's'} on the first page` }
  if (facts.noResultsMarker || NO_RESULTS_TEXT.test(facts.text)) return { state: 'not-indexed', reason: `Bing has no results for site:${domain}` }
  // Result entries mean a results page, whatever words their snippets contain.
  if (facts.results.length > 0) return { state: 'unknown', reason: 'Bing returned results for other sites only' }
  if (facts.challengeMarker || CHALLENGE_TEXT.test(facts.text)) {
    return { state: 'unknown', reason: 'Bing answered with a captcha, consent or block page' }
  }
  return { state: 'unknown', reason: 'unexpected Bing page layout' }
}
