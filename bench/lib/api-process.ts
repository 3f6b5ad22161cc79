// The api as its own process for api-at-scale, so its peak RSS is the api's alone (not the
// seeding's nor the load generator's). It runs the compiled api (api/dist, what `npm start`
// runs), not the TypeScript sources through tsx, whose compiler would weigh on the figures.
// Config comes as JSON in BENCH_API_CONFIG. With BENCH_RESULTS_PER_SEC=n it also records n
// status results a second, the way the in-process checks worker does during a check round.
// BENCH_WITHOUT_TYPES=a,b runs the checks without those job types (first-round's reference), and
// the parent may ask { ask: 'stats' } for the in-process worker's counters.
// It also samples its own event-loop delay (perf_hooks.monitorEventLoopDelay): { ask: 'eventLoop' }
// answers the longest block and the p99 since the last question, and starts a new sample.
import { monitorEventLoopDelay } from 'node:perf_hooks'
import type { FastifyInstance } from 'fastify'
import type { buildApp as BuildApp } from '../../api/src/app'
import type { CHECK_TYPES as CheckTypes, checkType as CheckTypeOf } from '../../api/src/job-types'
import type { AppConfig } from '../../api/src/platform/config/config'
import type { SuperCategoryValue } from '../../api/src/platform/db/schema'
import type { CheckRepository as CheckRepositoryClass } from '../../api/src/platform/jobs/check-repository'
import { answerRss } from './child'

/* eslint-disable @typescript-eslint/no-require-imports */
const { buildApp } = require('../../api/dist/app') as { buildApp: typeof BuildApp }
const { checkType, CHECK_TYPES } = require('../../api/dist/job-types') as { checkType: typeof CheckTypeOf, CHECK_TYPES: typeof CheckTypes }
const { CheckRepository } = require('../../api/dist/platform/jobs/check-repository') as { CheckRepository: typeof CheckRepositoryClass }
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * Records `perSecond` status results (in ticks of 50 ms) through the product's own write path.
 * Answers the parent's { ask: 'recorded' } with how many it has written (and how many writes failed).
 */
async function recordResults (app: FastifyInstance, perSecond: number): Promise<() => void> {
  // The domains a few hundred at a time, in id order, round after round, as a worker's claims
  // take them: holding all 50,000 targets at once is the bench's memory, not the product's.
  type Target = { domainId: string, domain: string, userId: string, superCategory: SuperCategoryValue }
  let page: Target[] = []
  let after = ''
  const nextTarget = async (): Promise<Target> => {
    if (page.length === 0) {
      const read = async (from: string) => await app.db.selectFrom('domains').select(['id', 'domain', 'user_id', 'super_category'])
        .where('id', '>', from).orderBy('id').limit(500).execute()
      let rows = await read(after)
      if (rows.length === 0) rows = await read('')
      page = rows.map((d) => ({ domainId: d.id, domain: d.domain, userId: d.user_id, superCategory: d.super_category }))
      after = rows[rows.length - 1].id
    }
    return page.shift()!
  }
  const repo = new CheckRepository(app.db, app.dbDialect)
  const status = checkType('status')
  let next = 0
  let recorded = 0
  let failed = 0
  let busy = false
  process.on('message', (m: any) => { if (m?.ask === 'recorded') process.send?.({ recorded, failed }) })
  const timer = setInterval(() => {
    if (busy) return // the database is behind: skip a tick rather than pile up writes
    busy = true
    void (async () => {
      for (let i = 0; i < perSecond / 20; i++) {
        const target = await nextTarget()
        const statusCode = ++next % 7 === 0 ? 503 : 200
        await repo.recordOnDemand(status, target, { statusCode, responseMs: 120, error: null, finalUrl: null, noindex: null } as never, new Date().toISOString(), app.config)
        recorded++
      }
    })().catch((err: unknown) => {
      // A write the database refused (SQLITE_BUSY while another process holds the file's lock)
      // is counted and the next tick goes on, as the product's worker does with a failed
      // check: left unhandled, it ended this api process (CI, scenario event-loop).
      if (failed++ === 0) console.error('bench recorder: a result could not be recorded (counted, recording goes on):', err)
    }).finally(() => { busy = false })
  }, 50)
  return () => clearInterval(timer)
}

/** Event-loop delay in 10 ms ticks: a block shows as a tick that came late by about its length. */
function answerEventLoop (): void {
  const delay = monitorEventLoopDelay({ resolution: 10 })
  delay.enable()
  process.on('message', (m: any) => {
    if (m?.ask !== 'eventLoop') return
    process.send?.({ eventLoop: { maxMs: delay.max / 1e6, p99Ms: delay.percentile(99) / 1e6 } })
    delay.reset()
  })
}

async function main (): Promise<void> {
  const config = JSON.parse(process.env.BENCH_API_CONFIG ?? '{}') as AppConfig
  const without = (process.env.BENCH_WITHOUT_TYPES ?? '').split(',').filter((t) => t !== '')
  const types = without.length === 0 ? undefined : new Map([...CHECK_TYPES].filter(([name]) => !without.includes(name)))
  const app = buildApp(config, { logger: false, types })
  process.on('message', (m: any) => { if (m?.ask === 'stats') process.send?.({ stats: app.checks.worker.stats }) })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const perSecond = Number(process.env.BENCH_RESULTS_PER_SEC ?? '0')
  const stopRecording = perSecond > 0 ? await recordResults(app, perSecond) : () => {}
  answerRss()
  answerEventLoop()
  process.on('SIGTERM', () => { stopRecording(); void app.close().then(() => process.exit(0)) })
  const address = app.server.address()
  process.send?.({ ready: { port: typeof address === 'object' && address !== null ? address.port : 0 } })
}

void main()
