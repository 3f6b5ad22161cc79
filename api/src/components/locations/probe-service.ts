// The probes' side of locations: heartbeat, claim, report.
// - A claim leases a probe's work: first the tasks queued for its location (confirmations, then
//   every-location rounds), then the due status rows whose primary location it is (the
//   scheduler's own rows, leased to `probe:<id>`). A dead probe's leases run out and the watch
//   hands its work to others.
// - A report is checked whole before anything is stored: a lease id not leased to this probe is
//   403, a malformed batch 400 (schema), and then round results are recorded exactly as the
//   home worker records them (history, the status check's own record(), events), task results as
//   the location's answers.
import type { Kysely } from 'kysely'
import type { AppConfig } from '../../platform/config/config'
import type { DialectName } from '../../platform/db/database'
import type { Database } from '../../platform/db/schema'
import { HttpError } from '../../platform/errors'
import { type ClaimedCheck, CheckRepository, type Completion } from '../../platform/jobs/check-repository'
import type { AnyDomainCheck } from '../../platform/jobs/registry'
import { RateLimitRepository } from '../../platform/rate-limit/rate-limit-repository'
import { Confirmations } from './confirmations'
import { type LocationRow, LocationsRepository } from './locations-repository'
import { MAX_BATCH, type ProbeCheckShape, type ProbeResultShape } from './schemas'
import { TaskRepository } from './task-repository'

/** How long an idle probe waits before it claims again. */
export const PROBE_POLL_MS = 1000
/** Claims per probe and minute at most (a probe claims at most once a poll when idle). */
export const CLAIMS_PER_MINUTE = 600

export const PROBE_MESSAGES = {
  notLeased: 'A result names a check that was not leased to this probe: nothing was stored.',
  duplicate: 'A result names the same check twice: nothing was stored.',
  tooManyClaims: 'Too many claims: wait before claiming again.'
} as const

const TASK = 't.'
const ROUND = 'r.'

export class ProbeService {
  constructor (
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
    private readonly config: AppConfig,
    private readonly statusType: AnyDomainCheck,
    private readonly now: () => Date
  ) {}

  async heartbeat (probe: LocationRow, version: string): Promise<{ location: { id: string, name: string }, pollMs: number, maxBatch: number }> {
    await new LocationsRepository(this.db).heartbeat(probe.id, version, this.now().toISOString())
    return { location: { id: probe.id, name: probe.name }, pollMs: PROBE_POLL_MS, maxBatch: MAX_BATCH }
  }

  async claim (probe: LocationRow, max: number): Promise<{ leaseSeconds: number, checks: ProbeCheckShape[] }> {
    const now = this.now()
    const at = now.toISOString()
    const window = await new RateLimitRepository(this.db).hit(`probe-claim|${probe.id}`, at, new Date(now.getTime() - 60_000).toISOString())
    if (window.hits > CLAIMS_PER_MINUTE) throw new HttpError(429, PROBE_MESSAGES.tooManyClaims)
    const leaseSeconds = this.config.checkLeaseSeconds
    const leaseUntil = new Date(now.getTime() + leaseSeconds * 1000).toISOString()
    const tasks = await new TaskRepository(this.db, this.dialect).claim(probe.id, max, at, leaseUntil)
    const rounds = await new CheckRepository(this.db, this.dialect).claim(ownerOf(probe.id), max - tasks.length, at, leaseUntil, [this.statusType.type], undefined, probe.id)
    return {
      leaseSeconds,
      checks: [
        ...tasks.map((t) => ({ leaseId: TASK + t.id, type: 'status' as const, domain: t.domain, purpose: t.purpose })),
        ...rounds.map((r) => ({ leaseId: `${ROUND}${r.target.domainId}.${r.round}`, type: 'status' as const, domain: r.target.domain, purpose: 'round' as const }))
      ]
    }
  }

  async report (probe: LocationRow, results: readonly ProbeResultShape[]): Promise<number> {
    if (new Set(results.map((r) => r.leaseId)).size !== results.length) throw new HttpError(400, PROBE_MESSAGES.duplicate)
    const taskIds = results.filter((r) => r.leaseId.startsWith(TASK)).map((r) => r.leaseId.slice(TASK.length))
    const roundIds = results.filter((r) => r.leaseId.startsWith(ROUND)).map((r) => parseRound(r.leaseId))
    if (taskIds.length + roundIds.length !== results.length || roundIds.some((r) => r === undefined)) throw new HttpError(403, PROBE_MESSAGES.notLeased)
    const tasks = new Map((await new TaskRepository(this.db, this.dialect).leasedTo(probe.id, taskIds)).map((t) => [t.id, t]))
    const rounds = await this.leasedRounds(probe.id, roundIds as Array<{ domainId: string, round: number }>)
    if (tasks.size !== taskIds.length || rounds.size !== roundIds.length) throw new HttpError(403, PROBE_MESSAGES.notLeased)

    const at = this.now().toISOString()
    const interval = this.statusType.interval(this.config)
    const completions: Array<Completion<any>> = [] // eslint-disable-line @typescript-eslint/no-explicit-any
    for (const r of results) {
      const job = rounds.get(r.leaseId)
      if (job === undefined) continue
      const result = { statusCode: r.statusCode, responseMs: r.responseMs, error: r.error, finalUrl: r.finalUrl, noindex: null, locationId: probe.id }
      completions.push({ job, type: this.statusType, result, at, nextDue: new Date(Date.parse(at) + interval).toISOString() })
    }
    let recorded = 0
    if (completions.length > 0) recorded += (await new CheckRepository(this.db, this.dialect).completeMany(completions, this.config)).filter(Boolean).length
    await this.db.transaction().execute(async (trx) => {
      const taskRepo = new TaskRepository(trx, this.dialect)
      const confirmations = new Confirmations(trx, this.config, this.dialect)
      for (const r of results) {
        const task = tasks.get(r.leaseId.slice(TASK.length))
        if (task === undefined || !r.leaseId.startsWith(TASK)) continue
        if (!await taskRepo.finish(task.id)) continue
        const target = { domainId: task.domain_id, domain: task.domain, userId: task.user_id, superCategory: task.super_category }
        await confirmations.answer(target, probe.id, task.purpose, r, at, task.created_at)
        recorded++
      }
    })
    return recorded
  }

  private async leasedRounds (locationId: string, ids: Array<{ domainId: string, round: number }>): Promise<Map<string, ClaimedCheck>> {
    const out = new Map<string, ClaimedCheck>()
    if (ids.length === 0) return out
    const rows = await new TaskRepository(this.db, this.dialect).leasedRounds(this.statusType.type, ownerOf(locationId), ids.map((i) => i.domainId))
    for (const row of rows) {
      const id = ids.find((i) => i.domainId === row.domain_id && i.round === Number(row.round))
      if (id === undefined) continue
      out.set(`${ROUND}${row.domain_id}.${Number(row.round)}`, {
        subject: 'domain',
        type: this.statusType.type,
        round: Number(row.round),
        claimedAt: row.claimed_at ?? new Date(0).toISOString(),
        attempts: Number(row.attempts),
        target: { domainId: row.domain_id, domain: row.domain, userId: row.user_id, superCategory: row.super_category }
      })
    }
    return out
  }
}

/** The lease owner of a probe's scheduler rows. */
export const ownerOf = (locationId: string): string => `probe:${locationId}`

function parseRound (leaseId: string): { domainId: string, round: number } | undefined {
  const rest = leaseId.slice(ROUND.length)
  const dot = rest.lastIndexOf('.')
  if (dot <= 0) return undefined
  const round = Number(rest.slice(dot + 1))
  return Number.isInteger(round) && round >= 0 ? { domainId: rest.slice(0, dot), round } : undefined
}
