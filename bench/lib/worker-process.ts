// A standalone checks worker for first-round's PostgreSQL setup: what `npm run worker` runs
// (api/dist/worker.js: the same CheckWorker over the compiled job types), with its config as JSON
// in BENCH_API_CONFIG instead of the environment (the farm's pins are not env-sized), and
// BENCH_WITHOUT_TYPES=a,b for the reference without some types. Answers { ask: 'stats' }.
import type { CHECK_TYPES as CheckTypes, CheckWorker as CheckWorkerClass } from '../../api/src/job-types'
import type { AppConfig } from '../../api/src/platform/config/config'
import type { openDatabase as OpenDatabase } from '../../api/src/platform/db/database'
import type { createMailer as CreateMailer } from '../../api/src/platform/mail/mailer'
import type { OutboundClient as OutboundClientClass } from '../../api/src/platform/outbound'

/* eslint-disable @typescript-eslint/no-require-imports */
const { CheckWorker, CHECK_TYPES } = require('../../api/dist/job-types') as { CheckWorker: typeof CheckWorkerClass, CHECK_TYPES: typeof CheckTypes }
const { openDatabase } = require('../../api/dist/platform/db/database') as { openDatabase: typeof OpenDatabase }
const { createMailer } = require('../../api/dist/platform/mail/mailer') as { createMailer: typeof CreateMailer }
const { OutboundClient } = require('../../api/dist/platform/outbound') as { OutboundClient: typeof OutboundClientClass }
/* eslint-enable @typescript-eslint/no-require-imports */

const silent = { info: () => {}, warn: () => {}, error: (obj: object, msg: string) => { console.error(msg, obj) } }

async function main (): Promise<void> {
  const config = JSON.parse(process.env.BENCH_API_CONFIG ?? '{}') as AppConfig
  const without = (process.env.BENCH_WITHOUT_TYPES ?? '').split(',').filter((t) => t !== '')
  const types = new Map([...CHECK_TYPES].filter(([name]) => !without.includes(name)))
  const { db, dialect } = await openDatabase(config)
  const client = new OutboundClient({ connectTo: config.connectTo, concurrency: config.checkConcurrency })
  const mailer = createMailer({ smtpUrl: undefined, mailFrom: config.mailFrom, dataDir: config.dataDir }, silent)
  const worker = new CheckWorker({ db, dialect, client, mailer, config, now: () => new Date(), log: silent, types })
  process.on('message', (m: any) => { if (m?.ask === 'stats') process.send?.({ stats: worker.stats }) })
  process.on('SIGTERM', () => {
    void worker.stop().then(async () => { await client.close(); await db.destroy() }).then(() => process.exit(0))
  })
  worker.start()
  process.send?.({ ready: { id: worker.options.id } })
}

void main()
