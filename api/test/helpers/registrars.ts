// The four registrar fakes of the farm behind an app, and the calls the registrar
// tests share: add an account, sync it to the end (driving the worker, moving the clock over a
// deferral), read an account.
import type { AppConfig } from '../../src/platform/config/config'
import { type FakeRegAccount, type FakeRegDomain, type FakeRegistrar, type FakeRegistrarOptions, fakeGoDaddy, fakeNamecheap, fakeNameSilo, fakePorkbun } from '../farm/sites/registrars'
import { dayIn } from '../farm/start-time'
import type { CheckApp } from './checks'
import { expectStatus } from './domains'

export const REGISTRAR_HOSTS = { namecheap: 'namecheap.farm.test', godaddy: 'godaddy.farm.test', porkbun: 'porkbun.farm.test', namesilo: 'namesilo.farm.test' } as const
export type ProviderName = keyof typeof REGISTRAR_HOSTS

export interface Fakes { namecheap: FakeRegistrar, godaddy: FakeRegistrar, porkbun: FakeRegistrar, namesilo: FakeRegistrar }

export function registrarFakes (options: Partial<Record<ProviderName, FakeRegistrarOptions>> = {}): Fakes {
  return {
    namecheap: fakeNamecheap(REGISTRAR_HOSTS.namecheap, options.namecheap),
    godaddy: fakeGoDaddy(REGISTRAR_HOSTS.godaddy, options.godaddy),
    porkbun: fakePorkbun(REGISTRAR_HOSTS.porkbun, options.porkbun),
    namesilo: fakeNameSilo(REGISTRAR_HOSTS.namesilo, options.namesilo)
  }
}

/** REGISTRAR_<NAME>_URL of each fake, no pause between requests (or `intervalMs`). */
export function registrarConfig (intervalMs = 0): AppConfig['registrars'] {
  return {
    namecheap: { url: `https://${REGISTRAR_HOSTS.namecheap}/xml.response`, intervalMs },
    godaddy: { url: `https://${REGISTRAR_HOSTS.godaddy}`, intervalMs },
    porkbun: { url: `https://${REGISTRAR_HOSTS.porkbun}/api/json/v3`, intervalMs },
    namesilo: { url: `https://${REGISTRAR_HOSTS.namesilo}/api`, intervalMs }
  }
}

/**
 * The fast test worker with a production-like deadline for runs: a sync step (up to 20 s of
 * requests) must fit in it, as it does in the default 150 s.
 */
export const REGISTRAR_WORKER = { checkTimeoutMs: 60_000, leaseMs: 120_000 }

export { dayIn }

/** `count` domains "<prefix>-0001.com"…, expiring over the coming year. */
export function manyDomains (prefix: string, count: number, extra: Partial<FakeRegDomain> = {}): FakeRegDomain[] {
  return Array.from({ length: count }, (_, i) => ({ name: `${prefix}-${String(i + 1).padStart(4, '0')}.com`, expires: dayIn(40 + (i % 300)), created: '2020-02-29', ...extra }))
}

/** Credentials of a fake account for `provider` (key = the fake's account key). */
export function credentialsFor (provider: ProviderName, key: string, account: FakeRegAccount): Record<string, string> {
  switch (provider) {
    case 'namecheap': return { apiUser: key, apiKey: account.secret ?? '', username: key, clientIp: '203.0.113.7' }
    case 'godaddy': return { key, secret: account.secret ?? '' }
    case 'porkbun': return { apiKey: key, secretApiKey: account.secret ?? '' }
    case 'namesilo': return { apiKey: key }
  }
}

export interface AccountShape {
  id: string
  provider: ProviderName
  name: string
  lastSyncAt: string | null
  lastSyncResult: string | null
  lastSyncMessage: string | null
  failuresInARow: number
  domainCount: number
  sync: { state: string, done: number, total: number | null }
}

export async function addAccount (c: CheckApp, token: string, provider: ProviderName, name: string, credentials: Record<string, string>): Promise<AccountShape> {
  return expectStatus(await c.api.post('/api/registrars', { provider, name, credentials }, token), 201).json().account
}

export async function account (c: CheckApp, token: string, id: string): Promise<AccountShape> {
  const accounts = expectStatus(await c.api.get('/api/registrars', token), 200).json().accounts as AccountShape[]
  const found = accounts.find((a) => a.id === id)
  if (found === undefined) throw new Error(`account ${id} not listed`)
  return found
}

/** Runs the worker until no account's sync is queued or running (a deferred run is made due by moving the clock). */
export async function runSyncs (c: CheckApp): Promise<void> {
  for (let i = 0; i < 600; i++) {
    await c.t.app.checks.worker.drain()
    const busy = await c.t.app.db.selectFrom('registrar_accounts').select('id').where('sync_state', '!=', 'idle').execute()
    if (busy.length === 0) return
    c.clock.advance(5000)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('registrar syncs did not end')
}

export async function syncNow (c: CheckApp, token: string, id: string): Promise<AccountShape> {
  expectStatus(await c.api.post(`/api/registrars/${id}/sync`, {}, token), 202)
  await runSyncs(c)
  return await account(c, token, id)
}
