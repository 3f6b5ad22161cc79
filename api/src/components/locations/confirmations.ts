// How a failure is confirmed from other locations. The status check's own transition
// (monitoring's health.ts) moves a domain's health from its primary location's results; while
// probes are online this class steps in where that transition would wait and re-check:
// - a failure that starts a streak opens a CONFIRMATION: up to CONFIRM_LOCATIONS other online,
//   voting locations are asked at once (a task each), and no site-down is written yet;
// - each location's answer is a VOTE; once every location asked has answered, or
//   ALERT_CONFIRM_SECONDS have passed, the votes in time decide (decide.ts): the site is DOWN
//   (one site-down event naming the locations) or the failure was REGIONAL (a regional-failure
//   info event, the primary's failing results no longer count against uptime);
// - with no probe online, or nobody to ask, nothing changes: the transition is used as it is.
// The decision is taken by whoever closes the confirmation's row, so exactly once.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { AppConfig } from '../../platform/config/config'
import type { DialectName } from '../../platform/db/database'
import type { Database } from '../../platform/db/schema'
import { changedBy, DataVersionRepository } from '../../platform/read-cache/data-version-repository'
import { DomainHealthRepository, type Health } from '../domains'
import { EventRepository, type EventKindName } from '../events'
import { decide } from './decide'
import { HOME_ID } from './locations-repository'
import { LocationResults, type LocationReading } from './location-results-repository'
import { loadPlaces } from './places'
import { TaskRepository } from './task-repository'

export interface HealthMove {
  next: Health
  events: Array<{ kind: EventKindName, data: Record<string, unknown> }>
  recheckInMs?: number
}

export interface DomainRef {
  domainId: string
  domain: string
  userId: string
  superCategory: 'natural' | 'casino' | 'dating'
}

function shuffled<T> (items: T[]): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]]
  }
  return out
}

export class Confirmations {
  private readonly tasks: TaskRepository
  private readonly results: LocationResults
  /** Whether the last adjust() found locations in play (settle() has nothing to do otherwise). */
  private active = true

  constructor (private readonly db: Kysely<Database>, private readonly config: AppConfig, dialect: DialectName = 'sqlite') {
    this.tasks = new TaskRepository(db, dialect)
    this.results = new LocationResults(db)
  }

  /**
   * A primary location's round result (inside its recording transaction): noted for its
   * location, and the status transition adjusted while locations are in play. Call settle()
   * after the health is saved.
   */
  async adjust (target: DomainRef, prev: Health, move: HealthMove, reading: LocationReading, at: string, locationId = HOME_ID): Promise<HealthMove> {
    const now = new Date(at)
    const places = await loadPlaces(this.db, this.config, now)
    this.active = places.active
    if (!places.active) return move
    await this.results.note(target.domainId, locationId, reading, at, 0)
    if (this.config.locations.checkFromAll) {
      const others = places.all.filter((p) => p.online && p.id !== locationId)
      await this.tasks.enqueue(others.map((p) => ({ id: randomUUID(), domainId: target.domainId, locationId: p.id, purpose: 'round' as const, createdAt: at })))
    }
    if (prev.downSince !== null) return move
    const failing = reading.statusCode !== 200
    const primary = places.byId(locationId)
    const withoutDown = (m: HealthMove): HealthMove => ({
      ...m,
      next: { ...m.next, downSince: null },
      events: m.events.filter((e) => e.kind !== 'site-down')
    })
    const open = await this.tasks.confirmation(target.domainId)
    if (open !== undefined) {
      if (primary?.voting === true) await this.tasks.vote(target.domainId, locationId, at, failing, reading.statusCode, reading.error)
      return withoutDown(move)
    }
    if (!failing || move.next.failingSince === null) return move
    const confirmMs = this.config.alerts.confirmSeconds * 1000
    const voters = shuffled(places.all.filter((p) => p.voting && p.id !== locationId)).slice(0, this.config.locations.confirmLocations)
    if (voters.length === 0) return move
    const primaryVotes = primary?.voting === true
    await this.tasks.open({
      domain_id: target.domainId,
      primary_location_id: locationId,
      started_at: move.next.failingSince,
      deadline_at: new Date(now.getTime() + confirmMs).toISOString(),
      expected: voters.length + (primaryVotes ? 1 : 0)
    })
    if (primaryVotes) await this.tasks.vote(target.domainId, locationId, at, true, reading.statusCode, reading.error)
    await this.tasks.enqueue(voters.map((p) => ({ id: randomUUID(), domainId: target.domainId, locationId: p.id, purpose: 'confirm' as const, createdAt: at })))
    const adjusted = withoutDown(move)
    return { ...adjusted, recheckInMs: confirmMs }
  }

  /** A task's result from `locationId`: noted, and a vote when it confirms. */
  async answer (target: DomainRef, locationId: string, purpose: 'confirm' | 'round', reading: LocationReading, at: string, queuedAt: string): Promise<void> {
    const places = await loadPlaces(this.db, this.config, new Date(at))
    await this.results.note(target.domainId, locationId, reading, at, Math.max(0, Date.parse(at) - Date.parse(queuedAt)))
    if (purpose !== 'confirm' || places.byId(locationId)?.voting !== true) return
    if (await this.tasks.confirmation(target.domainId) === undefined) return
    await this.tasks.vote(target.domainId, locationId, at, reading.statusCode !== 200, reading.statusCode, reading.error)
    await this.settle(target, at)
  }

  /** Asks one more location of an open confirmation (its voter went offline); false when none is left. */
  async substitute (domainId: string, instead: string, at: string): Promise<boolean> {
    const open = await this.tasks.confirmation(domainId)
    if (open === undefined) return true
    const places = await loadPlaces(this.db, this.config, new Date(at))
    const asked = new Set([open.primary_location_id, instead, ...(await this.tasks.votes(domainId)).map((v) => v.location_id)])
    const next = shuffled(places.all.filter((p) => p.voting && !asked.has(p.id)))[0]
    if (next === undefined) {
      await this.tasks.changeExpected(domainId, -1)
      return false
    }
    await this.tasks.enqueue([{ id: randomUUID(), domainId, locationId: next.id, purpose: 'confirm', createdAt: at }])
    return true
  }

  /** Decides a domain's confirmation when every location asked has answered, or its time is up. */
  async settle (target: DomainRef, at: string): Promise<'down' | 'regional' | 'waiting' | 'none'> {
    if (!this.active) return 'none'
    const open = await this.tasks.confirmation(target.domainId)
    if (open === undefined) return 'none'
    const votes = (await this.tasks.votes(target.domainId)).filter((v) => v.at <= open.deadline_at)
    const verdict = decide(votes, open.expected, at >= open.deadline_at)
    if (verdict === 'waiting') return verdict
    if (!await this.tasks.close(target.domainId)) return 'none'
    await this.tasks.clearVotes(target.domainId)
    const health = new DomainHealthRepository(this.db)
    const current = await health.current(target.domainId)
    if (current === undefined) return verdict
    const failing = votes.filter((v) => v.failed)
    const up = votes.filter((v) => !v.failed)
    const names = { down: failing.map((v) => v.name), up: up.map((v) => v.name) }
    const base = { userId: target.userId, occurredAt: at, domainId: target.domainId, domain: target.domain, superCategory: target.superCategory }
    const events = new EventRepository(this.db)
    if (verdict === 'down') {
      if (current.downSince !== null) return verdict
      const worst = failing[0]
      const statusCode = current.statusCode !== null && current.statusCode !== 200 ? current.statusCode : worst.status_code
      await health.save(target.domainId, { ...current, statusCode, failingSince: open.started_at, downSince: open.started_at }, at)
      await events.record([{ ...base, kind: 'site-down', data: { statusCode, error: worst.error, since: open.started_at, locations: names } }])
    } else {
      if (current.downSince === null) {
        await health.save(target.domainId, { ...current, statusCode: up[0]?.status_code ?? current.statusCode, failingSince: null, downSince: null }, at)
      }
      await this.results.forgive(target.domainId, open.started_at, up[0]?.status_code ?? 200)
      // The site is up: its next status check is the next round's, not the confirmation's re-check.
      await this.tasks.postponeRecheck(target.domainId, new Date(Date.parse(at) + this.config.checkIntervalMinutes * 60_000).toISOString())
      if (failing.length > 0) {
        await events.record([{ ...base, kind: 'regional-failure', data: { statusCode: failing[0].status_code, error: failing[0].error, since: open.started_at, locations: names } }])
      }
    }
    await new DataVersionRepository(this.db).bump(target.userId, changedBy.check(target.superCategory))
    return verdict
  }
}
