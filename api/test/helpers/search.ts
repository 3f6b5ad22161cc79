// The search API fakes behind an app, and the calls the search tests share: a service account
// key pair, filling a property's days, adding an account, running the search-sync check until
// every account is idle, reading an account.
import { generateKeyPairSync } from 'node:crypto'
import { SEARCH_INSPECTION_TYPE } from '../../src/components/search'
import { dayOfMs, isoOf } from '../../src/components/search/days'
import type { FakeDay, FakeSearchApis } from '../farm/sites/search-apis'
import type { CheckApp } from './checks'
import { expectStatus } from './domains'

export const SEARCH_WORKER = { checkTimeoutMs: 60_000, leaseMs: 120_000 }

/** A service account's key JSON as Google gives it, and the public key the fake checks with. */
export function serviceAccount (email: string): { keyJson: string, publicPem: string, privateKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
  const keyJson = JSON.stringify({ type: 'service_account', project_id: 'fleet-test', private_key_id: 'k1', private_key: pem, client_email: email, token_uri: 'https://oauth2.googleapis.com/token' })
  return { keyJson, publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(), privateKey: pem }
}

/** The product's "yesterday" (the last day a read asks for) on the app's clock. */
export function lastDay (c: CheckApp): number {
  return dayOfMs(c.clock.now().getTime()) - 1
}

/** Sets `siteUrl`'s figures for the days from..to (day numbers). */
export function fill (fakes: FakeSearchApis, siteUrl: string, from: number, to: number, figures: (day: number) => FakeDay): void {
  const days = fakes.days.get(siteUrl) ?? new Map<string, FakeDay>()
  for (let d = from; d <= to; d++) days.set(isoOf(d), figures(d))
  fakes.days.set(siteUrl, days)
}

export interface SearchAccountShape { id: string, kind: string, name: string, status: string, statusMessage: string | null, sync: string, properties: number, readable: number, connectedAt: string | null }

export async function addSearchAccount (c: CheckApp, token: string, kind: string, name: string, credentials: Record<string, string>): Promise<SearchAccountShape> {
  return expectStatus(await c.api.post('/api/search/accounts', { kind, name, credentials }, token), 201).json().account
}

export async function searchAccount (c: CheckApp, token: string, id: string): Promise<SearchAccountShape> {
  const found = (expectStatus(await c.api.get('/api/search/accounts', token), 200).json().accounts as SearchAccountShape[]).find((a) => a.id === id)
  if (found === undefined) throw new Error(`search account ${id} not listed`)
  return found
}

/** Runs the worker until no search account is queued or running (a deferred run is made due by moving the clock). */
export async function runSearchSyncs (c: CheckApp): Promise<void> {
  for (let i = 0; i < 600; i++) {
    await c.t.app.checks.worker.drain()
    const busy = await c.t.app.db.selectFrom('search_accounts').select('id').where('sync_state', '!=', 'idle').execute()
    if (busy.length === 0) return
    c.clock.advance(5000)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('search syncs did not end')
}

export async function syncSearchNow (c: CheckApp, token: string, id: string): Promise<SearchAccountShape> {
  expectStatus(await c.api.post(`/api/search/accounts/${id}/sync`, {}, token), 202)
  await runSearchSyncs(c)
  return await searchAccount(c, token, id)
}

/** Runs the search-inspection check until no inspection of a readable property is due within 10 s (one postponed by a 429 is made due by moving the clock; one waiting for tomorrow's quota is not). */
export async function runSearchInspections (c: CheckApp): Promise<void> {
  for (let i = 0; i < 600; i++) {
    await c.t.app.checks.worker.request(SEARCH_INSPECTION_TYPE)
    await c.t.app.checks.worker.drain()
    const due = await c.t.app.db.selectFrom('search_inspections as i').innerJoin('search_properties as p', 'p.id', 'i.property_id')
      .select('i.domain_id').where('i.due_at', '<=', new Date(c.clock.now().getTime() + 10_000).toISOString()).where('p.access_lost_at', 'is', null).execute()
    if (due.length === 0) return
    c.clock.advance(5000)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('search inspections did not end')
}
