// Wires the Bing index check into the app as app.bing: the provider chosen by BING_PROVIDER,
// the check, the background runner the bing-check call feeds, and the daily schedule, which
// runs where the checks worker runs (WORKER_ENABLED, off in tests). Closing the app stops the
// schedule, aborts waits and requests, and drops the queue.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { BingRepository } from '../../repositories/bing-repository'
import { BingIndexCheck } from './bing-index-check'
import { createIndexProvider } from './provider'
import { BingCheckRunner } from './runner'
import { startBingSchedule } from './schedule'
import type { IndexProvider } from './types'

/** Checks running at once; the provider's pacing, not this, bounds the load on Bing. */
export const BING_CHECK_CONCURRENCY = 2

export interface BingServices {
  provider: IndexProvider
  check: BingIndexCheck
  runner: BingCheckRunner
  repository: BingRepository
}

declare module 'fastify' {
  interface FastifyInstance {
    bing: BingServices
  }
}

export default fp(async function bing (app: FastifyInstance) {
  const stop = new AbortController()
  const provider = createIndexProvider({ outbound: app.outbound, searchUrl: app.config.bingSearchUrl, settings: app.config.bing, signal: stop.signal })
  const check = new BingIndexCheck(app.db, provider)
  const runner = new BingCheckRunner(check, BING_CHECK_CONCURRENCY, app.log.child({ check: 'bing-index' }))
  const repository = new BingRepository(app.db)
  const stopSchedule = app.config.workerEnabled ? startBingSchedule(repository, runner, app.log) : () => {}

  app.decorate('bing', { provider, check, runner, repository })
  // Before the database closes: nothing may still be writing results.
  app.addHook('onClose', async () => {
    stopSchedule()
    runner.close()
    stop.abort()
    await runner.idle()
  })
}, { name: 'bing', dependencies: ['config', 'db', 'outbound'] })
