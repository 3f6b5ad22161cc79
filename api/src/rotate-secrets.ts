// `npm run rotate-secrets`: re-seals every stored secret (sealed-columns.ts) under SECRETS_KEY.
// The keys they were sealed with must still be given: SECRETS_KEY_PREVIOUS for older
// SECRETS_KEYs, JWT_SECRET for values from before SECRETS_KEY. Each row is replaced only if
// unchanged since read and the api opens values under any of the keys, so on PostgreSQL it may run
// while the product serves (on SQLite, with the api stopped: one process writes the file); and it
// is safe to run again after an interruption: what is done stays done.
import { loadConfig } from './configuration'
import { openDatabase } from './platform/db/database'
import { migrateToLatest } from './platform/db/migrate'
import { ConfigError } from './platform/errors'
import { type ResealReport, resealAll } from './platform/lib/reseal'
import { SEALED_COLUMNS } from './sealed-columns'

const line = (r: ResealReport): string =>
  `${r.label}: ${r.resealed} re-sealed, ${r.current} already under the current key, ${r.unreadable} opened by no key given`

async function main (): Promise<number> {
  const config = loadConfig()
  if (config.secrets.key === undefined) {
    process.stderr.write('SECRETS_KEY is not set: set it to the new key (e.g. openssl rand -base64 48), and SECRETS_KEY_PREVIOUS to the key it replaces if there was one, then run this again.\n')
    return 1
  }
  const { db } = await openDatabase(config)
  try {
    await migrateToLatest(db)
    const reports = await resealAll(db, SEALED_COLUMNS, config, {
      afterBatch: (r) => process.stdout.write(`… ${r.label}: ${r.resealed + r.current + r.unreadable} looked at\n`)
    })
    for (const r of reports) process.stdout.write(line(r) + '\n')
    const unreadable = reports.reduce((n, r) => n + r.unreadable, 0)
    if (unreadable > 0) {
      process.stderr.write(`${unreadable} stored secret(s) could not be opened: their key is not among SECRETS_KEY, SECRETS_KEY_PREVIOUS and JWT_SECRET. They were left as they are; add the missing key and run this again, or enter those credentials again.\n`)
      return 1
    }
    process.stdout.write('Every stored secret is sealed under SECRETS_KEY; SECRETS_KEY_PREVIOUS may now be removed.\n')
    return 0
  } finally {
    await db.destroy()
  }
}

main().then((code) => process.exit(code), (err: unknown) => {
  if (err instanceof ConfigError) process.stderr.write(`Configuration error: ${err.message}\n`)
  else process.stderr.write(`rotate-secrets failed: ${err instanceof Error ? err.message : String(err)}\n`)
  process.exit(1)
})
