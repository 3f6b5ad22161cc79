// Composition root of the standalone checks worker (`npm run worker`): the same job runtime the
// api runs in-process, with the same job types (./job-types), for running more of them against a
// shared PostgreSQL database; on SQLite it is the file's one writer (the api stops
// first, see platform/db/writer-lock.ts). Claims are disjoint and leased, so any number may
// run; a killed one's rows return when its lease expires. SIGTERM/SIGINT stop claiming, abort the
// checks in flight and hand their rows back at once.
import { CheckWorker } from './job-types'
import { loadConfig } from './configuration'
import { openDatabase } from './platform/db/database'
import { migrateToLatest } from './platform/db/migrate'
import { claimSqliteWriter } from './platform/db/writer-lock'
import { ConfigError } from './platform/errors'
import type { WorkerLog } from './platform/jobs/check-worker'
import { createMailer } from './platform/mail/mailer'
import { OutboundClient } from './platform/outbound'

// The database type as composed from every component's tables (the root that composes it).
export type { Database } from './tables'

/** One JSON line per event, like the api's log. */
function jsonLog (level: string, obj: object, msg: string): void {
  const err = (obj as { err?: unknown }).err
  const fields = err instanceof Error ? { ...obj, err: { message: err.message, stack: err.stack } } : obj
  process.stdout.write(JSON.stringify({ level, time: new Date().toISOString(), pid: process.pid, ...fields, msg }) + '\n')
}

const log: WorkerLog = {
  info: (obj, msg) => jsonLog('info', obj, msg),
  warn: (obj, msg) => jsonLog('warn', obj, msg),
  error: (obj, msg) => jsonLog('error', obj, msg)
}

async function main (): Promise<void> {
  const config = loadConfig()
  // On SQLite the worker is the file's one writer: the api must run elsewhere or not at all.
  const writer = config.databaseUrl === undefined ? claimSqliteWriter(config.dataDir) : undefined
  const { db, dialect } = await openDatabase({
    ...config,
    onConnectionError: (err) => { log.warn({ err: { message: err.message } }, 'database connection lost; the pool opens a new one') }
  })
  const client = new OutboundClient({ connectTo: config.connectTo, concurrency: config.checkConcurrency, localAddress: config.locations.outboundLocalAddress })
  // The worker's deadline keeps a live worker inside its lease; WORKER_ID names it in the rows.
  const mailer = createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, dataDir: config.dataDir, localAddress: config.locations.outboundLocalAddress }, log)
  const worker = new CheckWorker({ db, dialect, client, mailer, config, now: () => new Date(), log }, process.env.WORKER_ID ? { id: process.env.WORKER_ID } : {})

  let stopping: Promise<void> | undefined
  const shutdown = async (signal: string): Promise<void> => {
    log.info({ signal, worker: worker.options.id }, 'worker stopping')
    await worker.stop()
    await client.close()
    mailer.close()
    await db.destroy()
    writer?.release()
    log.info({ worker: worker.options.id, ...worker.stats }, 'worker stopped')
  }
  const onSignal = (signal: string): void => {
    stopping ??= shutdown(signal).then(() => process.exit(0), (err: unknown) => {
      log.error({ err }, 'worker did not stop cleanly')
      process.exit(1)
    })
  }
  process.once('SIGTERM', () => onSignal('SIGTERM'))
  process.once('SIGINT', () => onSignal('SIGINT'))

  await migrateToLatest(db)
  await worker.ensureRows()
  worker.start()
  log.info({ worker: worker.options.id, dialect, concurrency: worker.options.concurrency, leaseSeconds: config.checkLeaseSeconds }, 'worker started')
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) process.stderr.write(`Configuration error: ${err.message}\n`)
  else console.error('worker failed:', err)
  process.exit(1)
})
