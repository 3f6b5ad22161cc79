// A fake Bing (https://bing.farm.test/search?q=site:{domain}) for the Bing index check, shaped
// like the real pages' markup. The answer depends on the queried domain's first label:
//
//   indexed…   results (li.b_algo) on the domain, one link wrapped the way Bing does (/ck/a)
//   foreign…   results for other sites only, and no "no results" block
//   captcha…   Bing's "One last step" captcha page (HTTP 200)
//   consent…   a cookie-consent interstitial (HTTP 200)
//   blocked…   HTTP 429
//   broken…    HTTP 503
//   redesign…  a 200 page in a layout nobody knows
//   slow…      "no results", after 1.5 s
//   held…      "no results" once the test calls releaseHeldQueries() (Bing still busy until then)
//   anything else: Bing's "There are no results for site:…" page
import { type FarmSite, html, pause, send } from '../kit'

/** Every q= this fake Bing received, in order (tests read and clear it). */
export const bingQueries: string[] = []
/** When each of them arrived (Date.now()), for tests of the pacing. */
export const bingQueryTimes: number[] = []

let release: () => void = () => {}
let released = new Promise<void>((resolve) => { release = resolve })

/** Answers every held… query waiting so far (and any that arrive until the next hold). */
export function releaseHeldQueries (): void {
  release()
}

/** Held… queries wait again from now on (until releaseHeldQueries()). */
export function holdQueries (): void {
  released = new Promise<void>((resolve) => { release = resolve })
}

let held = 0

/** How many held… queries wait right now. */
export function heldQueries (): number {
  return held
}

function escape (text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

function frame (query: string, content: string): string {
  const q = escape(query)
  return html(`<title>${q} - Search</title><link rel="stylesheet" href="/rp/bing.css">`, `
  <header id="b_header"><form action="/search" id="sb_form"><input id="sb_form_q" name="q" value="${q}"></form></header>
  <main aria-label="Search Results"><ol id="b_results">${content}</ol></main>
  <div id="bnp_container"><p>We use cookies to improve your experience.</p><button id="bnp_btn_accept">Accept</button></div>
  <script>var _G = { IG: "0F1E2D3C" };</script>`)
}

function result (url: string, title: string, href = url): string {
  // Bing shows the address as "https://host › path › more".
  const u = new URL(url)
  const cite = [u.origin, ...u.pathname.split('/').filter(Boolean)].join(' › ')
  return `<li class="b_algo" data-tag=""><h2><a href="${escape(href)}" h="ID=SERP,5001.1">${escape(title)}</a></h2>
    <div class="b_caption"><div class="b_attribution"><cite>${escape(cite)}</cite></div>
    <p class="b_lineclamp2">A page of ${escape(title)} with words about captcha and unusual traffic.</p></div></li>`
}

function resultsPage (query: string, domain: string): string {
  const wrapped = `https://www.bing.com/ck/a?!&&p=0ab1&ptn=3&u=a1${Buffer.from(`https://www.${domain}/about`).toString('base64url')}&ntb=1`
  return frame(query, `
    <li class="b_ans"><span class="sb_count">About 3 results</span></li>
    ${result(`https://${domain}/`, `Home of ${domain}`)}
    ${result(`https://www.${domain}/about`, 'About us', wrapped)}
    ${result(`https://blog.${domain}/post`, 'A post')}`)
}

function noResultsPage (query: string): string {
  return frame(query, `<li class="b_no"><h1>There are no results for <strong>${escape(query)}</strong></h1>
    <ul><li>Check your spelling or try different keywords</li></ul></li>`)
}

const CAPTCHA = html('<title>Bing</title>', `
  <div id="b_content"><h2>One last step</h2><p>Please solve the challenge below to continue</p>
  <form method="post" action="/turing/captcha/challenge"><div id="turingcaptcha"></div></form></div>`)

const CONSENT = html('<title>Bing</title>', `
  <div class="consent"><h1>Before you continue to Bing</h1><p>We use cookies and data to deliver our services.</p>
  <form method="post" action="/consent/accept"><button>Accept all</button><button>Reject all</button></form></div>`)

export const bing: FarmSite = {
  host: 'bing.farm.test',
  async handle (req, res) {
    const url = new URL(req.url ?? '/', 'https://bing.farm.test')
    if (url.pathname !== '/search') return send(req, res, '<h1>Not found</h1>', { status: 404 })
    const query = url.searchParams.get('q') ?? ''
    bingQueries.push(query)
    bingQueryTimes.push(Date.now())
    const domain = query.replace(/^site:/, '')
    const kind = domain.split(/[.-]/)[0]
    if (kind === 'indexed') return send(req, res, resultsPage(query, domain), { encoding: 'gzip' })
    if (kind === 'foreign') return send(req, res, frame(query, result('https://elsewhere.example/page', 'Something else')))
    if (kind === 'captcha') return send(req, res, CAPTCHA)
    if (kind === 'consent') return send(req, res, CONSENT)
    if (kind === 'blocked') return send(req, res, '<h1>Too Many Requests</h1>', { status: 429 })
    if (kind === 'broken') return send(req, res, '<h1>Service Unavailable</h1>', { status: 503 })
    if (kind === 'redesign') return send(req, res, html('<title>Bing</title>', '<div class="new-serp"><p>Loading…</p></div>'))
    if (kind === 'slow' && !(await pause(res, 1500))) return
    if (kind === 'held') {
      held++
      const gone = new Promise<void>((resolve) => res.once('close', () => resolve()))
      await Promise.race([released, gone])
      held--
      if (res.destroyed) return
    }
    send(req, res, noResultsPage(query))
  }
}
