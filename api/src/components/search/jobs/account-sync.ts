// One account's daily sync, resumable: list its properties (once per pass), then read each
// monitored property's days (16 months on its first read, then from its last final day, which
// re-reads the last 3 fresh days), each property in its own transaction. A 429 or quota answer
// defers the run (the pass resumes where it was); a 403 on a property marks its access lost
// and raises search-access-lost once; a refused token or key ends the pass on the account.
// At the end of a pass the traffic-drop rule runs on the account's properties.
import type { Kysely } from 'kysely'
import type { AppConfig } from '../../../platform/config/config'
import type { Database } from '../../../platform/db/schema'
import { CheckDeferred } from '../../../platform/jobs/types'
import { EventRepository } from '../../events'
import { type SearchAccountRow, SearchAccountRepository } from '../account-repository'
import { CredentialBox } from '../credentials'
import { SearchDailyRepository } from '../daily-repository'
import { dayOfMs, FRESH_DAYS, HISTORY_DAYS } from '../days'
import { matchProperties, sourceOf } from '../matching'
import { InstallationClient } from '../oauth-client'
import { SearchPropertyRepository } from '../property-repository'
import { SavedSiteRepository } from '../site-repository'
import { accountCall, providerOf } from './account-call'
import { SearchError } from './search-http'
import type { PacedCalls } from '../../../platform/jobs/types'
import { dropEvents, type DropInput, type DropOutcome, judge, windows } from './traffic-drop'

export const SYNC_EVERY_MS = 24 * 60 * 60_000
const RETRY_FAILED_MS = 60 * 60_000

export type Advance = { kind: 'done' } | { kind: 'more' } | { kind: 'deferred', delayMs: number }
export interface SyncEnv extends PacedCalls { db: Kysely<Database>, config: AppConfig, now: () => Date }

export async function advance (env: SyncEnv, account: SearchAccountRow, deadline: number): Promise<Advance> {
  const accounts = new SearchAccountRepository(env.db)
  const creds = new CredentialBox(env.config).open(account.credentials)
  const finish = async (status: SearchAccountRow['status'], message: string | null, ok = false): Promise<Advance> => {
    const at = env.now()
    await accounts.finished(account.id, { at: at.toISOString(), status, message, nextDue: new Date(at.getTime() + (ok ? SYNC_EVERY_MS : RETRY_FAILED_MS)).toISOString(), baselineDone: ok })
    return { kind: 'done' }
  }
  if (creds === null) return await finish('bad-key', 'The stored credentials cannot be opened (the server secret changed since they were entered): enter them again')
  const properties = new SearchPropertyRepository(env.db)
  const provider = providerOf(account)
  try {
    const call = await accountCall(env, account, creds, env.now().getTime(), await new InstallationClient(env.db, env.config).client())
    if (account.sync_state !== 'running') {
      await properties.saveListed(account.id, account.user_id, await provider.listProperties(call), env.now().toISOString())
      await accounts.running(account.id)
    }
    const sites = await new SavedSiteRepository(env.db).ofUser(account.user_id)
    const all = await properties.ofAccount(account.id)
    const unmatched = new Set(matchProperties(all.map((p) => ({ ...p, siteUrl: p.site_url, accountKind: account.kind })), sites).notMonitored.map((p) => p.id))
    const due = (await properties.duePerf(account.id, env.now().toISOString())).filter((p) => !unmatched.has(p.id))
    for (const p of due) {
      if (Date.now() >= deadline) return { kind: 'more' }
      const now = env.now()
      const to = dayOfMs(now.getTime()) - 1
      const from = p.final_through === null ? to - HISTORY_DAYS : Math.min(p.final_through + 1, to - FRESH_DAYS + 1)
      const nextDue = new Date(now.getTime() + SYNC_EVERY_MS).toISOString()
      try {
        const days = await provider.daily(call, p.site_url, from, to)
        await env.db.transaction().execute(async (trx) => {
          const daily = new SearchDailyRepository(trx)
          await daily.replace(p.id, from, to, days)
          await daily.prune(p.id, to - HISTORY_DAYS)
          await new SearchPropertyRepository(trx).read(p.id, { finalThrough: to - FRESH_DAYS, readThrough: to, nextDue, now: now.toISOString() })
        })
      } catch (err) {
        if (!(err instanceof SearchError) || err.status !== 'forbidden') throw err
        await env.db.transaction().execute(async (trx) => {
          const first = await new SearchPropertyRepository(trx).lost(p.id, err.message, nextDue, now.toISOString())
          if (first) {
            await new EventRepository(trx).record([{
              userId: account.user_id,
              kind: 'search-access-lost',
              occurredAt: now.toISOString(),
              domain: p.host,
              data: { property: p.site_url, account: account.name, source: sourceOf(account.kind) === 'bing' ? 'Bing' : 'Google', message: err.message },
              dedupeKey: `search-access-lost:${p.id}:${now.toISOString()}`
            }])
          }
        })
      }
    }
    await evaluateDrops(env, account)
    const read = all.filter((p) => !unmatched.has(p.id)).length
    return await finish('ok', `${all.length} propert${all.length === 1 ? 'y' : 'ies'} listed, ${read} matched to saved domains`, true)
  } catch (err) {
    if (err instanceof CheckDeferred) return { kind: 'deferred', delayMs: err.delayMs }
    if (env.signal.aborted) return { kind: 'more' }
    if (err instanceof SearchError) return await finish(err.status === 'forbidden' ? 'bad-key' : err.status, err.message)
    throw err
  }
}

async function evaluateDrops (env: SyncEnv, account: SearchAccountRow): Promise<void> {
  const rule = { percent: env.config.search.dropPercent, minClicks: env.config.search.dropMinClicks }
  const props = (await new SearchPropertyRepository(env.db).ofAccount(account.id)).filter((p) => p.final_through !== null && p.access_lost_at === null)
  if (props.length === 0) return
  const inputs: DropInput[] = props.map((p) => ({ propertyId: p.id, host: p.host, source: sourceOf(account.kind), finalThrough: p.final_through, dropSince: p.drop_since }))
  const daily = new SearchDailyRepository(env.db)
  // Properties read in one pass share their last final day; group by it to sum in a few queries.
  const byFinal = new Map<number, number[]>()
  for (const p of props) byFinal.set(p.final_through!, [...(byFinal.get(p.final_through!) ?? []), p.id])
  const outcomes: DropOutcome[] = []
  for (const [finalThrough, ids] of byFinal) {
    const w = windows(finalThrough)
    const recent = await daily.totals(ids, ...w.recent)
    const before = await daily.totals(ids, ...w.before)
    for (const id of ids) outcomes.push(judge(inputs.find((i) => i.propertyId === id)!, recent.get(id), before.get(id), rule))
  }
  const at = env.now().toISOString()
  await env.db.transaction().execute(async (trx) => {
    const repo = new SearchPropertyRepository(trx)
    for (const o of outcomes) {
      const was = inputs.find((i) => i.propertyId === o.propertyId)!.dropSince
      if (was !== o.dropSince) await repo.setDrop(o.propertyId, o.dropSince)
    }
    // The first sync after a connect learns the state silently.
    if (account.baseline_done === 1) await new EventRepository(trx).record(dropEvents(account.user_id, inputs, outcomes, rule, at))
  })
}
