// The checks worker of the registrar-sync bench in its own process (its peak RSS is the sync's
// alone): the product's CheckWorker running only the registrar-sync type, config as JSON in
// BENCH_API_CONFIG. It sums the runs' write counts from their log summaries and answers
// { ask: 'totals' } and { ask: 'maxRss' }.
import { CHECK_TYPES, CheckWorker } from '../../api/src/job-types'
import type { AppConfig } from '../../api/src/platform/config/config'
import { openDatabase } from '../../api/src/platform/db/database'
import { createMailer } from '../../api/src/platform/mail/mailer'
import { OutboundClient } from '../../api/src/platform/outbound'
import { answerRss } from './child'

const totals: Record<string, number> = {}

const log = {
  info: (obj: object, msg: string) => {
    const o = obj as Record<string, unknown>
    if (o.type !== 'registrar-sync') return
    for (const [k, v] of Object.entries(o)) if (typeof v === 'number' && k !== 'accounts') totals[k] = (totals[k] ?? 0) + v
    void msg
  },
  warn: () => {},
  error: (obj: object, msg: string) => { console.error(msg, obj) }
}

async function main (): Promise<void> {
  const config = JSON.parse(process.env.BENCH_API_CONFIG ?? '{}') as AppConfig
  const types = new Map([...CHECK_TYPES].filter(([name]) => name === 'registrar-sync'))
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
