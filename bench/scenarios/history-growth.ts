// history-growth: what 30 days of checks at the defaults (status every 15 minutes) cost on SQLite
// in the compact history layout (migration 060: raw 48 h, hourly 90 days, daily 2 years), against
// today's layout (check_history: a UUID row per result for 30 days) measured in the same run.
//
// BENCH_HISTORY_SAMPLE domains are simulated hour by hour through the product's code: each hour's
// results are inserted, then the `history-rollup` system check runs as the worker runs it (roll-up,
// daily roll-up at midnight, retention). Days 1–29 insert an hour's results in bulk; day 30 inserts
// every result in its own transaction, as a worker records it, and that day (inserts + roll-ups)
// is timed against the 55 results/s of 50,000 domains every 15 minutes. Bytes are real SQLite
// pages (after a checkpoint, minus free pages), projected linearly to BENCH_HISTORY_DOMAINS.
// The steady state (90 days of hourly rows, 2 years of daily rows) is filled in by copying the
// simulated roll-ups back in time, and measured too.
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import { type Kysely, sql } from 'kysely'
import { HistoryRollup } from '../../api/src/components/history/jobs/history-rollup'
import type { SystemContext } from '../../api/src/platform/jobs/types'
import { openDatabase } from '../../api/src/platform/db/database'
import { migrateToLatest } from '../../api/src/platform/db/migrate'
import type { Database } from '../../api/src/platform/db/schema'
import { HistoryRepository } from '../../api/src/components/history/history-repository'
import { testConfig, tempDir } from '../../api/test/helpers/test-app'
import { envInt, report } from '../lib/report'

const HOUR = 3600
const DAY = 24 * HOUR
const STEP = 15 * 60
const DAYS = 30
/** 50,000 domains every 15 minutes. */
const GOAL_RESULTS_PER_S = 50_000 / STEP

interface Sim { code: number, ms: number, error: string | null }
/** A result: 1 in 100 fails (a 503 with its message); response times vary. */
const result = (i: number, at: number): Sim => ((i * 7919 + at / STEP) % 100) === 0
  ? { code: 503, ms: 80 + (i % 40), error: 'HTTP 503 Service Unavailable' }
  : { code: 200, ms: 150 + ((i * 31 + at / STEP) % 400), error: null }

async function bytes (db: Kysely<any>): Promise<number> {
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db)
  const one = async (name: string): Promise<number> => Number(Object.values((await sql.raw(`pragma ${name}`).execute(db)).rows[0] as object)[0])
  return (await one('page_count') - await one('freelist_count')) * await one('page_size')
}

async function openFresh (): Promise<{ db: Kysely<Database>, dir: string }> {
  const dir = tempDir('sitefleet-bench-history-')
  const { db } = await openDatabase({ dataDir: dir })
  await migrateToLatest(db)
  const now = new Date().toISOString()
  await db.insertInto('users').values({ id: 'u', name: 'Bench', email: 'bench@bench.test', password_hash: 'x', role: 'admin', created_at: now }).execute()
  return { db, dir }
}

async function addDomains (db: Kysely<Database>, n: number): Promise<string[]> {
  const now = new Date().toISOString()
  const ids = Array.from({ length: n }, () => randomUUID())
  for (let i = 0; i < n; i += 500) {
    await db.insertInto('domains').values(ids.slice(i, i + 500).map((id, k) => ({
      id, user_id: 'u', super_category: 'natural', domain: `site-${i + k}.bench.test`, category: 'Bench', issue_date: null, status_code: 200, last_checked: now, created_at: now, updated_at: now
    }))).execute()
  }
  return ids
}

/** Today's layout: check_history as migration 003 made it, 30 days of rows for `n` domains. */
async function oldLayout (n: number, start: number): Promise<number> {
  const { db, dir } = await openFresh()
  try {
    await sql`create table check_history (id text primary key, domain_id text not null references domains(id) on delete cascade,
      type text not null, round integer, checked_at text not null, status_code integer, response_ms integer, error text)`.execute(db)
    await sql`create unique index check_history_round_uq on check_history (domain_id, type, round)`.execute(db)
    await sql`create index check_history_checked_idx on check_history (checked_at)`.execute(db)
    const ids = await addDomains(db, n)
    const empty = await bytes(db)
    for (let at = start, round = 0; at < start + DAYS * DAY; at += STEP, round++) {
      const rows = ids.map((id, i) => {
        const r = result(i, at)
        return { id: randomUUID(), domain_id: id, type: 'status', round, checked_at: new Date(at * 1000).toISOString(), status_code: r.code, response_ms: r.ms, error: r.error }
      })
      for (let i = 0; i < rows.length; i += 400) await sql`insert into check_history ${sql.raw('(id, domain_id, type, round, checked_at, status_code, response_ms, error)')} values ${sql.join(rows.slice(i, i + 400).map((r) => sql`(${r.id}, ${r.domain_id}, ${r.type}, ${r.round}, ${r.checked_at}, ${r.status_code}, ${r.response_ms}, ${r.error})`))}`.execute(db)
    }
    return (await bytes(db) - empty) / n
  } finally {
    await db.destroy()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

export async function run (): Promise<void> {
  const target = envInt('BENCH_HISTORY_DOMAINS', 50_000)
  const sample = envInt('BENCH_HISTORY_SAMPLE', 1000)
  const refSample = Math.min(sample, envInt('BENCH_HISTORY_REF_SAMPLE', 200))
  const startedAt = new Date().toISOString()
  // Start at a midnight so the 30 days are whole days.
  const start = Math.floor(Date.now() / 1000 / DAY) * DAY - DAYS * DAY
  const oldPerDomain = await oldLayout(refSample, start)

  const { db, dir } = await openFresh()
  const config = testConfig({ dataDir: dir })
  let clock = start
  const ctx = { db, dialect: 'sqlite', config, now: () => new Date(clock * 1000) } as unknown as SystemContext
  const rollup = new HistoryRollup()
  const rollUp = async (): Promise<void> => { while ((await rollup.check(ctx)).more); }
  try {
    const ids = await addDomains(db, sample)
    const repo = new HistoryRepository(db)
    const series: number[] = []
    for (const id of ids) series.push(await repo.seriesId(id, 'status'))
    const empty = await bytes(db)
    let timedMs = 0
    let timedResults = 0
    for (let hour = start; hour < start + DAYS * DAY; hour += HOUR) {
      const lastDay = hour >= start + (DAYS - 1) * DAY
      const t0 = performance.now()
      for (let at = hour; at < hour + HOUR; at += STEP) {
        const rows = series.map((s, i) => ({ series_id: s, at: at + (i % STEP), ...result(i, at) }))
        if (lastDay) {
          // As the worker records: one transaction per result, series looked up by domain.
          for (let i = 0; i < rows.length; i++) {
            await db.transaction().execute(async (trx) => {
              const h = new HistoryRepository(trx)
              await h.insertRaw(await h.seriesId(ids[i], 'status'), rows[i])
            })
          }
        } else {
          for (let i = 0; i < rows.length; i += 400) await db.insertInto('history_raw').values(rows.slice(i, i + 400)).execute()
        }
      }
      clock = hour + HOUR + 180
      await rollUp()
      if (lastDay) {
        timedMs += performance.now() - t0
        timedResults += series.length * (HOUR / STEP)
      }
    }
    const perDomain30 = (await bytes(db) - empty) / sample
    const throughput = timedResults / (timedMs / 1000)

    // Steady state: hourly rows back to 90 days, daily rows back to 2 years (copies of the simulated ones).
    const hourlyCopies = Math.ceil((config.history.hourlyDays - DAYS) / DAYS)
    for (let k = 1; k <= hourlyCopies; k++) {
      await sql`insert into history_hourly select series_id, at - ${k * DAYS * DAY}, checks, failures, timed, min_ms, max_ms, sum_ms, codes from history_hourly where at >= ${start}`.execute(db)
    }
    const dailyCopies = Math.ceil((config.history.dailyDays - DAYS) / DAYS)
    for (let k = 1; k <= dailyCopies; k++) {
      await sql`insert into history_daily select series_id, at - ${k * DAYS * DAY}, checks, failures, timed, min_ms, max_ms, sum_ms, codes from history_daily where at >= ${start}`.execute(db)
    }
    const perDomainSteady = (await bytes(db) - empty) / sample
    const gb = (n: number): number => n / 1e9

    report({
      scenario: 'history-growth',
      startedAt,
      params: { BENCH_HISTORY_DOMAINS: target, BENCH_HISTORY_SAMPLE: sample, BENCH_HISTORY_REF_SAMPLE: refSample, days: DAYS, intervalMinutes: STEP / 60 },
      rows: [
        { figure: 'bytes per domain-day (30 days)', ours: perDomain30 / DAYS, reference: oldPerDomain / DAYS, unit: 'B', note: 'reference: check_history, one UUID row per result' },
        { figure: 'history at N domains after 30 days', ours: gb(perDomain30 * target), reference: gb(oldPerDomain * target), unit: 'GB', note: 'goal < 2 GB' },
        { figure: 'history at N domains, steady state (90 d hourly, 2 y daily)', ours: gb(perDomainSteady * target), reference: gb(oldPerDomain * target), unit: 'GB', note: 'reference keeps only 30 days' },
        { figure: 'day 30: results recorded + rolled up per second', ours: throughput, reference: GOAL_RESULTS_PER_S, unit: 'results/s', note: 'one transaction per result, as the worker; reference: 50,000 domains / 15 min' }
      ],
      notes: [
        `${sample} domains simulated hour by hour for ${DAYS} days through history_raw and the history-rollup check; the reference layout with ${refSample} domains. Sizes are SQLite pages in use, projected linearly to ${target} domains.`
      ]
    })
  } finally {
    await db.destroy()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
