// The checks engine inside the api process, as app.checks: the clock every check-related call
// reads (tests inject one), the worker, and the job types it was given (app.ts hands over the
// list of api/src/job-types.ts). On ready it creates the due rows missing for any registered
// type and, unless WORKER_ENABLED=false, starts the worker; on close it stops it before the
// database and the outbound client go away.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { checkCounter } from './check-metrics'
import { CheckWorker, type WorkerOptions } from './check-worker'
import { type AnyDomainCheck, domainCheckOf, type JobTypes, splitBySubject } from './registry'

export interface ChecksOptions {
  /** The job types to run: the composition root's list. */
  types: JobTypes
  /** The clock (default: the system time). */
  now?: () => Date
  /** Worker tuning (tests: short poll, lease and deadlines). */
  worker?: Partial<WorkerOptions>
}

export interface ChecksRuntime {
  now: () => Date
  worker: CheckWorker
  /** The registered domain checks: a new domain gets a due row for each. */
  domainChecks: readonly AnyDomainCheck[]
  /** The registered domain check named `name` (a service runs one on demand). */
  domainCheck: (name: string) => AnyDomainCheck
}

declare module 'fastify' {
  interface FastifyInstance {
    checks: ChecksRuntime
  }
}

export default fp(async function checks (app: FastifyInstance, options: ChecksOptions) {
  const now = options.now ?? (() => new Date())
  const worker = new CheckWorker({
    db: app.db,
    dialect: app.dbDialect,
    client: app.outbound,
    mailer: app.mailer,
    config: app.config,
    now,
    log: app.log,
    types: options.types,
    onCheck: checkCounter(app.config.locations.name)
  }, options.worker)
  const domainChecks = splitBySubject(options.types).domain
  app.decorate('checks', { now, worker, domainChecks, domainCheck: (name: string) => domainCheckOf(options.types, name) })

  app.addHook('onReady', async () => {
    await worker.ensureRows()
    if (app.config.workerEnabled) {
      worker.start()
      app.log.info({ worker: worker.options.id, concurrency: worker.options.concurrency }, 'checks worker started')
    }
  })
  // preClose runs before every onClose hook, so in-flight checks end while the database and the
  // outbound client are still there.
  app.addHook('preClose', async () => { await worker.stop() })
}, { name: 'checks', dependencies: ['config', 'db', 'outbound', 'mailer'] })
