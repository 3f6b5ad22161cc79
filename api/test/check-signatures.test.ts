// The two signature lists: registrar/host suspension pages (→ 498) and bot-protection challenge
// pages (→ "blocked, not broken"). Every entry has a real-looking sample; ordinary pages match
// none, and only the first screen of text counts.
import { CHALLENGE_MARKERS, isChallenge } from '../src/components/monitoring/jobs/challenge-signatures'
import { leadingText } from '../src/platform/lib/page-text'
import { findSuspension, SUSPENSION_SIGNATURES } from '../src/components/monitoring/jobs/suspension-signatures'
import { failureStatus } from '../src/components/monitoring/jobs/failure-status'

const page = (title: string, body: string): string => `<!doctype html><html><head><title>${title}</title></head><body>${body}</body></html>`

const SUSPENDED_SAMPLES = [
  page('Domain Suspended', '<h1>This domain has been suspended.</h1><p>Contact your registrar.</p>'),
  page('Notice', '<p>The domain name is suspended pending verification of the registrant e-mail.</p>'),
  page('Account Suspended', '<div>This Account has been suspended.</div>'),
  page('Suspended', '<p>This website is suspended for non-payment.</p>'),
  page('example.com', '<p>This domain has expired. Renew it now to restore your site.</p>'),
  page('example.com', '<p>This domain is pending renewal or deletion.</p>'),
  page('Expired', '<p>Expired domain notice</p>'),
  page('example.com', '<p>This domain is parked free, courtesy of GoDaddy.com.</p>'),
  page('example.com', '<p>This domain was recently registered at Namecheap. Please check back later!</p>'),
  page('Parked', '<p>This web page is parked FREE, courtesy of Domain.com</p>')
]

const NORMAL_PAGES = [
  page('Farm Shop', '<h1>Vitamins</h1><p>Our account managers are suspended in disbelief at these prices.</p>'),
  page('Help', '<p>What happens when a domain expires? Read our guide.</p>'),
  page('News', `<p>${'Lorem ipsum dolor sit amet. '.repeat(100)}</p><p>This account has been suspended, said the bank.</p>`),
  page('Suspense novels', '<p>The best suspense of 2026</p>')
]

describe('suspension signatures', () => {
  test.each(SUSPENDED_SAMPLES)('a suspension page matches: %s', (html) => {
    expect(findSuspension(leadingText(html))).not.toBeNull()
  })

  test('every signature is exercised by a sample', () => {
    const texts = SUSPENDED_SAMPLES.map((html) => leadingText(html))
    for (const signature of SUSPENSION_SIGNATURES) expect(texts.some((t) => signature.pattern.test(t))).toBe(true)
  })

  test.each(NORMAL_PAGES)('an ordinary page does not: %s', (html) => {
    expect(findSuspension(leadingText(html))).toBeNull()
  })

  test('scripts and styles are not visible text', () => {
    expect(findSuspension(leadingText(page('Shop', '<script>var msg = "Account suspended"</script><style>.x{}</style><p>Welcome</p>')))).toBeNull()
  })
})

describe('challenge signatures', () => {
  test.each(CHALLENGE_MARKERS)('marker %s is recognised', (marker) => {
    expect(isChallenge(`<html><head></head><body>...${marker.toUpperCase()}...</body></html>`, {})).toBe(true)
  })

  test('the cf-mitigated header alone is enough', () => {
    expect(isChallenge('', { 'cf-mitigated': 'challenge' })).toBe(true)
  })

  test('an ordinary landing page is no challenge', () => {
    expect(isChallenge(page('Welcome bonus', '<h1>Claim 100 free spins</h1><form><button>Sign up</button></form>'), { server: 'cloudflare' })).toBe(false)
  })
})

describe('failure status codes', () => {
  test.each([
    ['NXDOMAIN', 499], ['DNS_ERROR', 499], ['CERT_HAS_EXPIRED', 497], ['DEPTH_ZERO_SELF_SIGNED_CERT', 495],
    ['ERR_TLS_CERT_ALTNAME_INVALID', 496], ['TLS_HANDSHAKE_FAILED', 525], ['CONNECT_TIMEOUT', 526],
    ['RESPONSE_TIMEOUT', 408], ['ECONNREFUSED', 503], ['ECONNRESET', 502], ['EHOSTUNREACH', 522],
    ['TOO_MANY_REDIRECTS', 302], ['SSRF_BLOCKED', 403], ['INVALID_URL', 400], ['BAD_RESPONSE', 502], ['REQUEST_FAILED', 502]
  ])('%s → %i', (code, status) => {
    expect(failureStatus(code)).toBe(status)
  })
})
