// The world the contract fuzz runs in. Who sends: Ann signed in (with dating access), Ann's read
// token, Bob signed in (another user), nobody. Vic never sends anything: the fuzz digests his
// rows before and after and they must not change, whatever the others send. Ann and Vic each own
// domains in every scope, a server, a note, an alert channel, a maintenance window, a token and an
// import; the ids and names of their rows are the pool that generated strings draw from, so the
// ownership checks meet ids that exist.
// Outbound: every connection any route makes (scans, registry, Bing, webhooks) is pinned to the
// loopback web farm (a CONNECT_TO rule for any host), names resolve nowhere, mail goes to the
// SMTP capture. Nothing leaves the machine.
import type { FastifyInstance } from 'fastify'
import type { OutboundOptions } from '../../src/platform/outbound'
import { parseConnectTo } from '../../src/platform/outbound/connect-to'
import type { Farm } from '../farm'
import { scanResult } from '../helpers/domains'
import { fakeLookup, fakeRecords } from '../helpers/outbound'
import { ADMIN_EMAIL, ADMIN_PASSWORD, createUser, login, type TestApp, withDatingAccess } from '../helpers/test-app'
import type { Cast } from './contract-requests'
import { allRows, ownedBy } from './owned-rows'

/** CONNECT_TO rules sending every host to the farm (443 → its HTTPS server, 80 → HTTP, other ports → a closed one). */
export function fenceRules (farm: Pick<Farm, 'httpPort' | 'httpsPort' | 'refusedPort'>): string {
  return `:443:127.0.0.1:${farm.httpsPort},:80:127.0.0.1:${farm.httpPort},::127.0.0.1:${farm.refusedPort}`
}

/** Outbound options that keep every connection on the loopback farm and every name unresolved. */
export function fencedOutbound (farm: Pick<Farm, 'httpPort' | 'httpsPort' | 'refusedPort'>): Partial<OutboundOptions> {
  return {
    connectTo: parseConnectTo(fenceRules(farm)),
    lookup: fakeLookup(),
    resolveRecords: fakeRecords(),
    connectTimeoutMs: 1000,
    responseTimeoutMs: 1000,
    totalTimeoutMs: 2500
  }
}

export interface World {
  cast: Cast
  victimId: string
  /** Ann's read token's id: kept out of the pool, or Ann would revoke it and the actor go quiet. */
  readTokenId: string
}

async function call (app: FastifyInstance, method: 'POST' | 'PUT', url: string, token: string, payload: object): Promise<any> {
  const res = await app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload })
  if (res.statusCode >= 300) throw new Error(`fuzz world: ${method} ${url} answered ${res.statusCode} ${res.body}`)
  return res.json()
}

/** A user's rows, one of each kind the routes act on. */
async function seed (app: FastifyInstance, token: string, name: string): Promise<void> {
  const prefixes = { natural: '/api/scraper', casino: '/casino/scraper', dating: '/dating/scraper' }
  for (const [scope, prefix] of Object.entries(prefixes)) {
    for (const n of [1, 2]) {
      const domain = `${name}-${scope}-${n}.example`
      await call(app, 'POST', `${prefix}/save`, token, { domain, data: scanResult(domain), brandCategory: `${name} brand`, issueDate: '2026-01-15' })
    }
  }
  await call(app, 'PUT', `/api/scraper/note/${name}-natural-1.example`, token, { note: `${name}'s note` })
  await call(app, 'POST', '/api/hosting/add-hostingInfo', token, { platform: 'Hostinger', email: `${name}@example.com`, server: `${name}-server`, ServerExpiryDate: '2027-01-15' })
  await call(app, 'PUT', `/api/scraper/hosting-info/${name}-natural-2.example`, token, { server: `${name}-server`, platform: 'Hostinger', email: `${name}@example.com` })
  await call(app, 'POST', '/api/alerts/channels', token, { kind: 'email', name: `${name} mail`, target: `${name}@example.com` })
  await call(app, 'POST', '/api/alerts/maintenance', token, { domain: `${name}-natural-1.example`, startsAt: '2030-01-01T00:00:00Z', endsAt: '2030-01-02T00:00:00Z', note: 'swap' })
  await call(app, 'POST', '/auth/tokens', token, { name: `${name} script`, access: 'write' })
  await call(app, 'POST', '/api/scraper/import/preview', token, { text: `${name}-imported.example` })
}

/** Signs the cast in and seeds Ann's and Vic's rows, through the api itself. */
export async function buildWorld (t: Pick<TestApp, 'app' | 'smtp'>): Promise<World> {
  const admin = await login(t as TestApp, ADMIN_EMAIL, ADMIN_PASSWORD)
  const ids: Record<string, string> = {}
  const sessions: Record<string, string> = {}
  for (const name of ['ann', 'bob', 'vic']) {
    ids[name] = await createUser(t as TestApp, admin, { name, email: `${name}@example.com`, password: `${name}-password-1` })
    sessions[name] = withDatingAccess(t as TestApp, await login(t as TestApp, `${name}@example.com`, `${name}-password-1`))
  }
  await seed(t.app, sessions.vic, 'vic')
  await seed(t.app, sessions.ann, 'ann')
  const read = await call(t.app, 'POST', '/auth/tokens', sessions.ann, { name: 'fuzz reader', access: 'read' })

  const rows = await allRows(t.app.db, t.app.config.databaseSchema)
  const values = new Set<string>(Object.values(ids))
  for (const user of [ids.vic, ids.ann]) {
    for (const [table, list] of ownedBy(rows, user)) {
      for (const row of list) {
        for (const col of ['id', 'domain', 'server', 'name', 'email', 'brand_category']) {
          if (row[col] !== undefined && row[col] !== null && !(table === 'api_tokens' && row.id === read.apiToken.id)) values.add(String(row[col]))
        }
      }
    }
  }
  const pool = [...values].sort()
  return {
    cast: {
      // Bob's session has no dating access: the dating scope must refuse him, whatever he sends.
      tokens: { user: sessions.ann, 'read-token': read.token as string, 'other-user': await login(t as TestApp, 'bob@example.com', 'bob-password-1') },
      pool: () => pool
    },
    victimId: ids.vic,
    readTokenId: read.apiToken.id as string
  }
}
