// Sites for everything that can go wrong: redirects, error statuses, slowness, size, content
// types, missing https and broken TLS.
import { answer, type FarmSite, html, pages, pause, redirect, send } from '../kit'

const LANDING_ROBOTS = 'User-agent: *\nAllow: /\n'

/** 6 MiB of page: more than the 5 MiB body cap. */
export const HUGE_BYTES = 6 * 1024 * 1024
let hugePage: Buffer | undefined
function huge (): Buffer {
  if (hugePage === undefined) {
    const head = '<!doctype html><html><head><title>Huge page</title></head><body><h1>Huge</h1>'
    const para = '<p>lorem ipsum dolor sit amet</p>\n' // 5 words, 33 bytes
    hugePage = Buffer.from(head + para.repeat(Math.ceil(HUGE_BYTES / para.length)) + '<h2>Never read</h2></body></html>')
  }
  return hugePage
}

export const EDGE_SITES: FarmSite[] = [
  {
    // 301 → 302 → another host.
    host: 'redirect.farm.test',
    handle: pages({
      '/': (_req, res) => redirect(res, '/step-2', 301),
      '/step-2': (_req, res) => redirect(res, 'https://landing.farm.test/welcome')
    }),
    expected: answer('redirect.farm.test', {
      url: 'https://landing.farm.test/welcome', title: 'Welcome', h1: ['Landed'], wordCount: 1, robotsTxt: LANDING_ROBOTS
    })
  },
  {
    host: 'landing.farm.test',
    handle: pages({ '/welcome': html('<title>Welcome</title>', '<h1>Landed</h1>'), '/robots.txt': LANDING_ROBOTS })
  },
  {
    // Redirects forever: /, /1, /2, …
    host: 'loop.farm.test',
    handle: (req, res) => redirect(res, `/${Number(new URL(req.url ?? '/', 'http://x').pathname.slice(1)) + 1}`)
  },
  {
    // Redirects to the farm itself by IP: not pinned, so the SSRF guard must refuse it.
    host: 'to-local.farm.test',
    handle: (_req, res, ctx) => redirect(res, `http://127.0.0.1:${ctx.httpPort}/`)
  },
  {
    host: 'notfound.farm.test',
    handle: (req, res) => send(req, res, html('<title>Page not found</title>', '<h1>404</h1><p>Gone fishing</p>'), { status: 404 }),
    expected: answer('notfound.farm.test', { statusCode: 404, title: 'Page not found', h1: ['404'], wordCount: 3 })
  },
  {
    host: 'error.farm.test',
    handle: (req, res) => send(req, res, html('<title>Oops</title>', '<p>Internal error</p>'), { status: 500 }),
    expected: answer('error.farm.test', { statusCode: 500, title: 'Oops', wordCount: 2 })
  },
  {
    // Headers only after 3 s: longer than any test's response timeout.
    host: 'slow.farm.test',
    handle: async (req, res) => {
      if (await pause(res, 3000)) send(req, res, html('<title>Slow</title>', ''))
    }
  },
  {
    host: 'huge.farm.test',
    handle: pages({ '/': (req, res) => send(req, res, huge()) }),
    expected: { domain: 'huge.farm.test', statusCode: 200, title: 'Huge page', h1: ['Huge'], h2: [] }
  },
  {
    // No https at all: port 443 refuses connections.
    host: 'http-only.farm.test',
    schemes: ['http'],
    handle: pages({ '/': html('<title>Plain old HTTP</title>', '<p>No TLS here</p>'), '/robots.txt': 'User-agent: *\n' }),
    expected: answer('http-only.farm.test', { url: 'http://http-only.farm.test/', title: 'Plain old HTTP', wordCount: 3, robotsTxt: 'User-agent: *\n' })
  },
  {
    host: 'text.farm.test',
    handle: (req, res) => send(req, res, '{"title":"<title>not html</title>"}', { type: 'application/json' }),
    expected: answer('text.farm.test')
  },
  {
    // Expired certificate; plain http works, so a scan falls back to it.
    host: 'expired.farm.test',
    tls: 'expired',
    handle: pages({ '/': html('<title>Expired but alive</title>', '') }),
    expected: answer('expired.farm.test', { url: 'http://expired.farm.test/', title: 'Expired but alive' })
  },
  { host: 'self-signed.farm.test', tls: 'self-signed', schemes: ['https'], handle: pages({ '/': html('<title>Self-signed</title>', '') }) },
  { host: 'tarpit.farm.test', tls: 'hang', schemes: ['https'], handle: pages({}) },
  { host: 'handshake.farm.test', tls: 'fail', schemes: ['https'], handle: pages({}) },
  {
    // Port 443 answers in plain HTTP (a misconfigured server); http works.
    host: 'plain.farm.test',
    tls: 'plain-http',
    handle: pages({ '/': html('<title>Plain on 443</title>', '') }),
    expected: answer('plain.farm.test', { url: 'http://plain.farm.test/', title: 'Plain on 443' })
  },
  // Outside *.farm.test: the farm certificate does not name it.
  { host: 'mismatch.example.test', schemes: ['https'], handle: pages({ '/': html('<title>Wrong name</title>', '') }) }
]
