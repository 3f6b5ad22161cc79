// The checks worker of the registrar-sync bench in its own process (its peak RSS is the sync's
// alone): the product's compiled CheckWorker running only the registrar-sync type (or the types
// named in BENCH_WORKER_TYPES: search-sync uses it too), config as JSON in BENCH_API_CONFIG. It
// sums the runs' write counts from their log summaries and answers { ask: 'totals' } and
// { ask: 'maxRss' }.
import type { CHECK_TYPES as CheckTypes, CheckWorker as CheckWorkerClass } from '../../api/src/job-types'
import type { AppConfig } from '../../api/src/platform/config/config'
import type { openDatabase as OpenDatabase } from '../../api/src/platform/db/database'
import type { createMailer as CreateMailer } from '../../api/src/platform/mail/mailer'
import type { OutboundClient as OutboundClientClass } from '../../api/src/platform/outbound'
import { answerRss } from './child'

// The compiled worker, as `npm run worker` runs it (api/dist; bench/run.ts compiles it when stale).
/* eslint-disable @typescript-eslint/no-require-imports */
const { CheckWorker, CHECK_TYPES } = require('../../api/dist/job-types') as { CheckWorker: typeof CheckWorkerClass, CHECK_TYPES: typeof CheckTypes }
const { openDatabase } = require('../../api/dist/platform/db/database') as { openDatabase: typeof OpenDatabase }
const { createMailer } = require('../../api/dist/platform/mail/mailer') as { createMailer: typeof CreateMailer }
const { OutboundClient } = require('../../api/dist/platform/outbound') as { OutboundClient: typeof OutboundClientClass }
/* eslint-enable @typescript-eslint/no-require-imports */

const only = new Set((process.env.BENCH_WORKER_TYPES ?? 'registrar-sync').split(','))
const totals: Record<string, number> = {}

const log = {
  info: (obj: object, msg: string) => {
    const o = obj as Record<string, unknown>
    if (typeof o.type !== 'string' || !only.has(o.type)) return
    for (const [k, v] of Object.entries(o)) if (typeof v === 'number' && k !== 'accounts') totals[k] = (totals[k] ?? 0) + v
    void msg
  },
  warn: () => {},
  error: (obj: object, msg: string) => { console.error(msg, obj) }
}

async function main (): Promise<void> {
  const config = JSON.parse(process.env.BENCH_API_CONFIG ?? '{}') as AppConfig
  const types = new Map([...CHECK_TYPES].filter(([name]) => only.has(name)))
  const { db, dialect } = await openDatabase(config)
  const client = new OutboundClient({ connectTo: config.connectTo, concurrency: config.checkConcurrency })
  const mailer = createMailer({ smtpUrl: undefined, mailFrom: config.mailFrom, dataDir: config.dataDir }, log)
  const worker = new CheckWorker({ db, dialect, client, mailer, config, now: () => new Date(), log, types }, { systemPollMs: 200 })
  answerRss()
  process.on('message', (m: any) => { if (m?.ask === 'totals') process.send?.({ totals: { ...totals } }) })
  process.on('SIGTERM', () => {
    void worker.stop().then(async () => { await client.close(); await db.destroy() }).then(() => process.exit(0))
  })
  await worker.ensureRows()
  worker.start()
  process.send?.({ ready: { id: worker.options.id } })
}

void main()
