// One account's sync, step by step. It starts by reading the TLD prices, then each
// page of domains in its own transaction with the account's progress (cursor, done/total), so a
// sync that pauses (the account's pacing turn is far off, the run's time is up, a worker stops)
// goes on from where it was. At the end the domains that no page listed left the account and
// are removed, and the account gets its sync time and result. A failure keeps the data of the
// last good sync (nothing is removed), records why, and after 3 in a row raises
// registrar-sync-failed.
import type { Kysely } from 'kysely'
import type { AppConfig } from '../../../platform/config/config'
import type { Database } from '../../../platform/db/schema'
import { SecretBox } from '../../../platform/lib/secret-box'
import { CheckDeferred } from '../../../platform/jobs/types'
import { EventRepository } from '../../events'
import { type ProviderCall, RegistrarError } from '../providers/provider'
import { providerOf } from '../providers/registry'
import type { AccountRow } from '../registrar-repository'
import { RegistrarRepository } from '../registrar-repository'
import { RegistrarDomainRepository } from '../registrar-domain-repository'
import { applyStep, bumpLists, PROVIDER_LABELS, type StepWrites } from './apply-step'
import { registrarHttp } from './registrar-http'
import type { PacedCalls } from '../../../platform/jobs/types'

export const SYNC_EVERY_MS = 24 * 60 * 60_000
/** After a failed sync the next try comes sooner than a day. */
export const RETRY_FAILED_MS = 60 * 60_000
export const FAILURES_BEFORE_EVENT = 3

export type Advance = { kind: 'done' } | { kind: 'more' } | { kind: 'deferred', delayMs: number }

export interface SyncTotals extends StepWrites { steps: number, removed: number, prices: number }

export function emptyTotals (): SyncTotals {
  return { inserted: 0, updated: 0, pages: 0, hosting: 0, events: 0, steps: 0, removed: 0, prices: 0 }
}

export interface SyncEnv extends PacedCalls {
  db: Kysely<Database>
  config: AppConfig
  now: () => Date
}

export function openCredentials (config: AppConfig, sealed: string): Record<string, string> | null {
  const plain = new SecretBox(config, 'registrar-credentials').open(sealed)
  if (plain === null) return null
  try {
    return JSON.parse(plain) as Record<string, string>
  } catch {
    return null
  }
}

export function paceKeyOf (account: Pick<AccountRow, 'id' | 'provider'>): string {
  return `registrar:${account.provider}:${account.id}`
}

export function providerCall (env: PacedCalls & { config: AppConfig }, account: Pick<AccountRow, 'id' | 'provider'>, credentials: Record<string, string>): ProviderCall {
  const endpoint = env.config.registrars[account.provider]
  return { credentials, endpoint, http: registrarHttp(env, paceKeyOf(account), endpoint.intervalMs, PROVIDER_LABELS[account.provider]) }
}

/** Runs `account`'s sync until it ends, pauses or `deadline` (epoch ms) passes. */
export async function advance (env: SyncEnv, account: AccountRow, deadline: number, totals: SyncTotals): Promise<Advance> {
  const repo = new RegistrarRepository(env.db)
  const provider = providerOf(account.provider)
  const credentials = openCredentials(env.config, account.credentials)
  if (credentials === null) {
    await fail(env, account, new RegistrarError('bad-key', 'The stored credentials cannot be opened (the server secret changed since they were entered): enter them again'))
    return { kind: 'done' }
  }
  const call = providerCall(env, account, credentials)
  let { sync_cursor: cursor, sync_step: step, sync_done: done, sync_total: total } = account
  try {
    if (account.sync_state !== 'running') {
      const prices = await provider.prices(call)
      if (prices.length > 0) {
        // A changed price shows in the cached lists that carry the renewal price.
        const written = await env.db.transaction().execute(async (trx) => {
          const n = await new RegistrarDomainRepository(trx).savePrices(account.id, prices.map((p) => ({ tld: p.tld, renew_minor: p.renewMinor, currency: p.currency })), env.now().toISOString())
          if (n > 0) await bumpLists(trx, account.user_id)
          return n
        })
        totals.prices += written
      }
      await repo.start(account.id, env.now().toISOString())
      cursor = null
      step = 0
      done = 0
      total = null
    }
    for (;;) {
      if (Date.now() >= deadline) return { kind: 'more' }
      const page = await provider.list(call, cursor)
      const writes = await env.db.transaction().execute(async (trx) => {
        const w = await applyStep(trx, { id: account.id, userId: account.user_id, name: account.name, provider: account.provider }, step, page.domains, env.now())
        step++
        done += page.domains.length
        cursor = page.next
        total = page.total ?? (cursor === null ? done : total)
        await new RegistrarRepository(trx).progress(account.id, { cursor, step, done, total })
        return w
      })
      for (const k of ['inserted', 'updated', 'pages', 'hosting', 'events'] as const) totals[k] += writes[k]
      totals.steps++
      if (cursor === null) break
    }
  } catch (err) {
    if (err instanceof CheckDeferred) return { kind: 'deferred', delayMs: err.delayMs }
    // The run's deadline (or a stopping worker): the steps stored so far stay, the next run goes on.
    if (env.signal.aborted) return { kind: 'more' }
    if (err instanceof RegistrarError) {
      await fail(env, account, err)
      return { kind: 'done' }
    }
    throw err
  }
  await env.db.transaction().execute(async (trx) => {
    const domains = new RegistrarDomainRepository(trx)
    const listed = await domains.pageNames(account.id, step - 1)
    const gone = (await domains.allNames(account.id)).filter((name) => !listed.has(name))
    await domains.remove(account.id, gone)
    totals.removed += gone.length
    if (gone.length > 0) await bumpLists(trx, account.user_id)
    const at = env.now()
    await new RegistrarRepository(trx).finished(account.id, { at: at.toISOString(), result: 'ok', message: `${done} domain${done === 1 ? '' : 's'} read`, nextDue: new Date(at.getTime() + SYNC_EVERY_MS).toISOString(), total: done })
  })
  return { kind: 'done' }
}

async function fail (env: SyncEnv, account: AccountRow, err: RegistrarError): Promise<void> {
  await env.db.transaction().execute(async (trx) => {
    const at = env.now()
    const failures = await new RegistrarRepository(trx).finished(account.id, { at: at.toISOString(), result: err.result, message: err.message, nextDue: new Date(at.getTime() + RETRY_FAILED_MS).toISOString() })
    if (failures === FAILURES_BEFORE_EVENT) {
      await new EventRepository(trx).record([{
        userId: account.user_id,
        kind: 'registrar-sync-failed',
        occurredAt: at.toISOString(),
        data: { account: account.name, accountId: account.id, provider: PROVIDER_LABELS[account.provider], failures, result: err.result, message: err.message }
      }])
    }
  })
}
