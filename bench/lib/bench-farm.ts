// The benchmark web farm, run as its own process (`fork`ed by the scenarios) so its CPU is not
// charged to the code under test: the standard farm servers (api/test/farm, routing by Host/SNI)
// with generated sites added. BENCH_FARM_SITES=N adds s0..s{N-1}.farm.test in a fixed mix;
// pages page-<kb>.farm.test serve generated realistic pages of that size. BENCH_FARM_REPUTATION_KEY
// adds the reputation fakes (lib/reputation-fakes: a DNS blocklist resolver, Web Risk and Safe Browsing).
import type { IncomingMessage, ServerResponse } from 'node:http'
import { startFarm, type FarmSite } from '../../api/test/farm'
import { fakeRdapRegistry, rdapDaysFromNow } from '../../api/test/farm/sites/rdap'
import { answerRss } from './child'
import { startReputationFakes } from './reputation-fakes'
import { benchSearchFakes } from './search-fakes'

export const PAGE_SIZES_KB = [20, 200, 1000, 3000]

/** Mix by index: 70% fast, 10% slow (250 ms), 10% redirect (301 then 200), 10% failing (500/503). */
export function siteKind (i: number): 'fast' | 'slow' | 'redirect' | 'failing' {
  const m = i % 20
  return m < 14 ? 'fast' : m < 16 ? 'slow' : m < 18 ? 'redirect' : 'failing'
}

export const siteHost = (i: number): string => `s${i}.farm.test`

/** A plausible home page of about `kb` KiB: headings, paragraphs, images, links, JSON-LD, one affiliate link. */
export function realisticPage (kb: number, seed = 'Site'): string {
  const head = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${seed} — best supplements reviewed</title>
<meta name="description" content="Independent reviews of ${seed} products, prices and offers.">
<link rel="canonical" href="https://${seed.toLowerCase()}.example/">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"${seed}"}</script>
<style>body{font-family:sans-serif}.card{padding:1em}</style></head><body><header><nav><a href="/">Home</a> <a href="/reviews/">Reviews</a> <a href="/go/partner">Buy now</a></nav></header><main><h1>${seed} reviews</h1>`
  const words = 'vitamin protein natural energy daily formula balance health review price offer quality trusted choice'.split(' ')
  const parts: string[] = [head]
  let size = head.length
  let n = 0
  while (size < kb * 1024) {
    const text = Array.from({ length: 60 }, (_, k) => words[(n * 7 + k * 3) % words.length]).join(' ')
    const block = `<section class="card"><h2>Section ${n}</h2><p>${text}.</p><img src="/img/${n}.jpg" alt="${words[n % words.length]} ${n}"><ul><li><a href="/p/${n}">Product ${n}</a></li><li><a href="/p/${n}/specs">Specs</a></li></ul></section>\n`
    parts.push(block)
    size += block.length
    n++
  }
  parts.push('</main><footer><p>&copy; 2026</p></footer></body></html>')
  return parts.join('')
}

function send (res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'content-length': String(Buffer.byteLength(body)), ...headers })
  res.end(body)
}

function throughputSite (i: number): FarmSite {
  const kind = siteKind(i)
  const page = realisticPage(4, `S${i}`)
  return {
    host: siteHost(i),
    handle: (req: IncomingMessage, res: ServerResponse) => {
      if (kind === 'fast') return send(res, 200, page)
      if (kind === 'slow') { setTimeout(() => send(res, 200, page), 250); return }
      if (kind === 'redirect') return req.url === '/home' ? send(res, 200, page) : send(res, 301, '', { location: '/home' })
      send(res, i % 2 === 0 ? 500 : 503, '<h1>Server error</h1>')
    }
  }
}

function pageSite (kb: number): FarmSite {
  const page = Buffer.from(realisticPage(kb, `Page${kb}`))
  return {
    host: `page-${kb}.farm.test`,
    handle: (req, res) => {
      if (req.url === '/robots.txt') return send(res, 200, 'User-agent: *\nAllow: /\n', { 'content-type': 'text/plain' })
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': String(page.length) })
      res.end(page)
    }
  }
}

/** Alert storm: st0..st{N-1}.farm.test, the first `down` of them answering 500, the rest 200. */
export const stormHost = (i: number): string => `st${i}.farm.test`

function stormSite (i: number, down: number): FarmSite {
  const page = realisticPage(2, `St${i}`)
  return { host: stormHost(i), handle: (_req, res) => i < down ? send(res, 500, '<h1>Server error</h1>') : send(res, 200, page) }
}

/**
 * Locations: loc0..loc{N-1}.farm.test answer by the CONNECTING ADDRESS (home 127.0.0.1, probes
 * 127.0.0.2 and .3): one in five fails from home only (a regional failure), one in a hundred fails
 * from everywhere (a real outage), the rest answer 200.
 */
export const locationHost = (i: number): string => `loc${i}.farm.test`
export function locationKind (i: number): 'regional' | 'down' | 'up' {
  return i % 5 === 0 ? 'regional' : i % 100 === 1 ? 'down' : 'up'
}

function locationSite (i: number): FarmSite {
  const page = realisticPage(4, `Loc${i}`)
  const kind = locationKind(i)
  return {
    host: locationHost(i),
    handle: (req, res) => {
      const from = String(req.socket.remoteAddress ?? '').replace(/^::ffff:/, '')
      const failing = kind === 'down' || (kind === 'regional' && from === '127.0.0.1')
      if (failing) return send(res, 503, '<h1>Service unavailable</h1>')
      send(res, 200, page)
    }
  }
}

export interface FarmReady {
  httpPort: number
  httpsPort: number
  /** The fake blocklist resolver's port (UDP and TCP), with BENCH_FARM_REPUTATION_KEY. */
  dnsPort?: number
}

export const BENCH_RDAP_HOST = 'rdap.farm.test'

async function main (): Promise<void> {
  const n = Number(process.env.BENCH_FARM_SITES ?? '0')
  const storm = Number(process.env.BENCH_FARM_STORM ?? '0')
  const stormDown = Number(process.env.BENCH_FARM_STORM_DOWN ?? '0')
  const locations = Number(process.env.BENCH_FARM_LOCATIONS ?? '0')
  const reputationKey = process.env.BENCH_FARM_REPUTATION_KEY
  const reputation = reputationKey === undefined ? undefined : await startReputationFakes(reputationKey, Number(process.env.BENCH_FARM_REPUTATION_IPS ?? '0'))
  // search-sync: the search APIs' fakes for BENCH_FARM_SEARCH properties (lib/search-fakes.ts).
  const search = Number(process.env.BENCH_FARM_SEARCH ?? '0') > 0
    ? benchSearchFakes(Number(process.env.BENCH_FARM_SEARCH), process.env.BENCH_FARM_SEARCH_KEY ?? '', Number(process.env.BENCH_FARM_SEARCH_LIMIT ?? '1000000'), Number(process.env.BENCH_FARM_INSPECT_PER_MINUTE ?? '15000'))
    : undefined
  const sites = [
    ...(reputation?.sites ?? []),
    ...(search?.sites ?? []),
    ...Array.from({ length: n }, (_, i) => throughputSite(i)),
    ...Array.from({ length: storm }, (_, i) => stormSite(i, stormDown)),
    ...Array.from({ length: locations }, (_, i) => locationSite(i)),
    ...PAGE_SIZES_KB.map(pageSite),
    // One RDAP registry that knows every name (first-round: RDAP_BASE_URL points here).
    fakeRdapRegistry(BENCH_RDAP_HOST, { any: () => ({ expiry: rdapDaysFromNow(200) }) }).site
  ]
  const farm = await startFarm({ sites })
  answerRss()
  process.on('message', (m: any) => { if (m?.ask === 'searchStats' && search !== undefined) process.send?.({ searchStats: search.stats() }) })
  process.on('SIGTERM', () => { void farm.close().then(async () => await reputation?.close()).then(() => process.exit(0)) })
  process.send?.({ ready: { httpPort: farm.httpPort, httpsPort: farm.httpsPort, dnsPort: reputation?.dnsPort } satisfies FarmReady })
}

/** CONNECT_TO pins for hosts served on both schemes by the farm child. */
export function pinsFor (hosts: string[], farm: FarmReady): string {
  return hosts.map((h) => `${h}:443:127.0.0.1:${farm.httpsPort},${h}:80:127.0.0.1:${farm.httpPort}`).join(',')
}

if (require.main === module) void main()
