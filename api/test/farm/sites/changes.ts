// Sites whose page changes while a test runs (SEO change tracking): `setChangingVersion('after')`
// turns changing.farm.test from a healthy affiliate page into one where every tracked field moved
// (title, description, h1, canonical to another site, noindex, robots.txt disallowing /, no
// affiliate link, no schema, far fewer words, and a redirect to a new final URL). The farm runs
// in the test's process, so the flip is a variable.
import { type FarmSite, html, pages, send } from '../kit'

export type ChangingVersion = 'before' | 'after' | 'noindex'
let version: ChangingVersion = 'before'

/** Which page changing.farm.test serves from now on. */
export function setChangingVersion (next: ChangingVersion): void {
  version = next
}

const WORDS = 'Fresh reviews of the best casino bonuses every week. '.repeat(12)

const BEFORE = html(`
  <title>Changing Farm — Bonus Reviews</title>
  <meta name="description" content="Honest bonus reviews.">
  <meta name="robots" content="index,follow">
  <link rel="canonical" href="https://changing.farm.test/">
  <script type="application/ld+json">{"@context":"https://schema.org","@type":"WebSite"}</script>`,
`<h1>Bonus Reviews</h1><p>${WORDS}</p><a href="https://partner.example.test/go?aff=changing-1" rel="sponsored">Claim bonus</a>`)

const AFTER = html(`
  <title>Changing Farm — Closed</title>
  <meta name="description" content="We moved.">
  <meta name="robots" content="noindex">
  <link rel="canonical" href="https://elsewhere.example.test/">`,
'<h1>Closed</h1><p>This site has moved elsewhere.</p>')

// Only noindex added: the e2e test's single change.
const NOINDEX = BEFORE.replace('content="index,follow"', 'content="noindex,follow"')

const ROBOTS = { before: 'User-agent: *\nDisallow: /admin/\n', after: 'User-agent: *\nDisallow: /\n', noindex: 'User-agent: *\nDisallow: /admin/\n' }

export const changing: FarmSite = {
  host: 'changing.farm.test',
  handle: async (req, res, ctx) => {
    const path = new URL(req.url ?? '/', 'http://farm').pathname
    if (path === '/robots.txt') return send(req, res, ROBOTS[version], { type: 'text/plain; charset=utf-8' })
    if (version !== 'after') return await pages({ '/': version === 'before' ? BEFORE : NOINDEX })(req, res, ctx)
    if (path === '/') return void res.writeHead(301, { location: '/moved/' }).end()
    await pages({ '/moved/': AFTER })(req, res, ctx)
  }
}

export const CHANGE_SITES: FarmSite[] = [changing]
