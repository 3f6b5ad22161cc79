// Fake Google Web Risk (`uris:search`) and Safe Browsing v4 (`threatMatches:find`) at their
// real host names, reached through CONNECT_TO pins with a farm certificate for those names.
// `threats` maps a URL to its threat types; each request is recorded (URLs asked, key header).
import type { IncomingMessage } from 'node:http'
import { daysFromNow } from '../dated-certs'
import { send } from '../kit'
import type { FarmSite } from '../kit'

export interface FakeGoogleLists {
  sites: FarmSite[]
  threats: Map<string, string[]>
  /** URLs whose lookup answers 503. */
  failing: Set<string>
  requests: Array<{ api: 'web-risk' | 'safe-browsing', urls: string[], key: string | undefined, query: string, at: number }>
}

async function body (req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export function fakeGoogleLists (): FakeGoogleLists {
  const threats = new Map<string, string[]>()
  const failing = new Set<string>()
  const requests: FakeGoogleLists['requests'] = []
  const json = (req: IncomingMessage, res: Parameters<FarmSite['handle']>[1], value: unknown, status = 200): void => { send(req, res, JSON.stringify(value), { status, type: 'application/json' }) }
  const webRisk: FarmSite = {
    host: 'webrisk.googleapis.com',
    schemes: ['https'],
    tls: { notAfter: daysFromNow(365) },
    handle: (req, res) => {
      const url = new URL(req.url ?? '/', 'https://webrisk.googleapis.com')
      const uri = url.searchParams.get('uri') ?? ''
      requests.push({ api: 'web-risk', urls: [uri], key: req.headers['x-goog-api-key'] as string | undefined, query: url.search, at: Date.now() })
      if (url.pathname !== '/v1/uris:search') { json(req, res, { error: { code: 404 } }, 404); return }
      if (failing.has(uri)) { json(req, res, { error: { code: 503 } }, 503); return }
      const found = threats.get(uri)
      json(req, res, found === undefined ? {} : { threat: { threatTypes: found, expireTime: '2030-01-01T00:00:00Z' } })
    }
  }
  const safeBrowsing: FarmSite = {
    host: 'safebrowsing.googleapis.com',
    schemes: ['https'],
    tls: { notAfter: daysFromNow(365) },
    handle: (req, res) => {
      void body(req).then((raw) => {
        const asked = (JSON.parse(raw) as { threatInfo: { threatEntries: Array<{ url: string }> } }).threatInfo.threatEntries.map((e) => e.url)
        const url = new URL(req.url ?? '/', 'https://safebrowsing.googleapis.com')
        requests.push({ api: 'safe-browsing', urls: asked, key: req.headers['x-goog-api-key'] as string | undefined, query: url.search, at: Date.now() })
        if (asked.length > 500) { json(req, res, { error: { code: 400, message: 'too many entries' } }, 400); return }
        const matches = asked.flatMap((u) => (threats.get(u) ?? []).map((threatType) => ({ threatType, platformType: 'ANY_PLATFORM', threatEntryType: 'URL', threat: { url: u }, cacheDuration: '300s' })))
        json(req, res, matches.length === 0 ? {} : { matches })
      })
    }
  }
  return { sites: [webRisk, safeBrowsing], threats, failing, requests }
}
