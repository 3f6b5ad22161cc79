// Background check worker (`npm run worker`). The checks engine arrives with
// the monitoring issue; for now this proves the worker can configure itself,
// reach and migrate the database, then exits cleanly.
import { loadConfig } from './config'
import { openDatabase } from './db/database'
import { migrateToLatest } from './db/migrate'
import { ConfigError } from './errors'

async function main (): Promise<void> {
  const config = loadConfig()
  const { db, dialect } = await openDatabase(config)
  try {
    await migrateToLatest(db)
    console.log(`worker: connected to ${dialect}; no background checks registered yet`)
  } finally {
    await db.destroy()
  }
}

main().then(() => process.exit(0), (err: unknown) => {
  if (err instanceof ConfigError) process.stderr.write(`Configuration error: ${err.message}\n`)
  else console.error('worker failed:', err)
  process.exit(1)
})
