// Sites for the checks engine: one per status class the status check must map (the rest come
// from edge.ts: redirect, notfound, error, slow, expired, self-signed, tarpit, handshake,
// mismatch), pages that never end or never answer, and affiliate pages whose links lead to every
// kind of outcome on offers.farm.test.
import { type FarmSite, html, pages, pause, send } from '../kit'

const statusSite = (host: string, status: number, title: string): FarmSite => ({
  host,
  handle: (req, res) => send(req, res, html(`<title>${title}</title>`, `<h1>${status}</h1>`), { status })
})

/** cPanel's default page for a suspended hosting account, served with 200. */
export const SUSPENDED_PAGE = html('<title>Account Suspended</title>', '<h1>This Account has been suspended.</h1><p>Contact your hosting provider for more information.</p>')
/** A registrar's page for an expired registration. */
export const EXPIRED_REGISTRATION_PAGE = html('<title>example parked</title>', '<p>This domain has expired. If you are the owner, renew it now to restore your website.</p>')
/** Cloudflare's interstitial as a bot sees it. */
export const CHALLENGE_PAGE = html('<title>Just a moment...</title>', '<noscript>Enable JavaScript and cookies to continue</noscript><script src="/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1"></script>')

export const STATUS_SITES: FarmSite[] = [
  statusSite('gone.farm.test', 410, 'Gone'),
  statusSite('ratelimited.farm.test', 429, 'Slow down'),
  statusSite('badgateway.farm.test', 502, 'Bad gateway'),
  statusSite('unavailable.farm.test', 503, 'Maintenance'),
  { host: 'suspended.farm.test', handle: pages({ '/': SUSPENDED_PAGE }) },
  { host: 'registrar-expired.farm.test', handle: pages({ '/': EXPIRED_REGISTRATION_PAGE }) },
  // An article that mentions suspension far below the fold is a normal page.
  {
    host: 'mentions-suspension.farm.test',
    handle: pages({ '/': html('<title>Blog</title>', `<p>${'Lorem ipsum dolor sit amet. '.repeat(200)}</p><p>How we handled an account suspended by PayPal.</p>`) })
  },
  // Both ports refuse connections.
  { host: 'refused.farm.test', schemes: [], handle: pages({}) },
  // Drops the connection on every request.
  { host: 'reset.farm.test', handle: (req) => { req.socket.destroy() } },
  // Accepts the request and never answers.
  { host: 'hang.farm.test', handle: async (_req, res) => { await pause(res, 60_000) } },
  // 200 and a body that never ends (64 KiB chunks while the client reads).
  {
    host: 'endless.farm.test',
    handle: async (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      const chunk = Buffer.from(`<p>${'more '.repeat(13_000)}</p>\n`)
      res.write('<!doctype html><html><head><title>Endless</title></head><body>')
      let wake = (): void => {}
      res.once('close', () => wake())
      while (!res.destroyed) {
        if (!res.write(chunk)) {
          await new Promise<void>((resolve) => {
            wake = resolve
            res.once('drain', resolve)
          })
        }
      }
    }
  }
]

const affiliatePage = (host: string, body: string): FarmSite => ({
  host,
  handle: pages({ '/': html(`<title>${host}</title>`, `<a href="/about">About</a> ${body}`), '/go/offer': (_req, res) => { res.writeHead(302, { location: 'https://offers.farm.test/landing' }).end() } })
})

export const AFFILIATE_CHECK_SITES: FarmSite[] = [
  {
    // Where the affiliate links lead.
    host: 'offers.farm.test',
    handle: pages({
      '/landing': html('<title>Offer</title>', '<h1>Welcome bonus</h1>'),
      '/guarded': (req, res) => send(req, res, CHALLENGE_PAGE, { status: 403, headers: { 'cf-mitigated': 'challenge', server: 'cloudflare' } }),
      '/interstitial': (req, res) => send(req, res, CHALLENGE_PAGE, { status: 503 }),
      '/busy': (req, res) => send(req, res, 'Too many requests', { status: 429, type: 'text/plain' }),
      '/broken': (req, res) => send(req, res, html('<title>Error</title>', '<p>Oops</p>'), { status: 500 }),
      '/slow': async (req, res) => { if (await pause(res, 3000)) send(req, res, 'late') }
    })
  },
  // A cloaked link on the site itself that redirects to a working offer: ok.
  affiliatePage('aff-ok.farm.test', '<a href="/go/offer">Play now</a>'),
  affiliatePage('aff-missing.farm.test', '<a href="https://news.farm.test/">News</a>'),
  affiliatePage('aff-404.farm.test', '<a href="https://offers.farm.test/expired-offer?aff=7">Play now</a>'),
  affiliatePage('aff-500.farm.test', '<a href="https://offers.farm.test/broken?aff=7">Play now</a>'),
  // A network host that no longer exists (not pinned: the tests' DNS answers NXDOMAIN).
  affiliatePage('aff-deadhost.farm.test', '<a href="https://track.dead-network.test/click?aff=7">Play now</a>'),
  affiliatePage('aff-timeout.farm.test', '<a href="https://offers.farm.test/slow?aff=7">Play now</a>'),
  affiliatePage('aff-blocked.farm.test', '<a href="https://offers.farm.test/guarded?aff=7">Play now</a>'),
  affiliatePage('aff-interstitial.farm.test', '<a href="https://offers.farm.test/interstitial?aff=7">Play now</a>'),
  affiliatePage('aff-ratelimited.farm.test', '<a href="https://offers.farm.test/busy?aff=7">Play now</a>')
]

export const MONITORING_SITES: FarmSite[] = [...STATUS_SITES, ...AFFILIATE_CHECK_SITES]
