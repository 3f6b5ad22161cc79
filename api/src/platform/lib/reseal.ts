// Re-sealing stored secrets under the current key (`npm run rotate-secrets`): each component that
// keeps sealed values describes its column (SealedColumn, SQL in its repository) and the
// composition root (sealed-columns.ts) lists them. Rows go in batches, one transaction per
// batch, each row replaced only if it is still what was read: an interrupted run leaves values
// under the old key, which the old key (SECRETS_KEY_PREVIOUS) still opens, and running it again
// finishes the job.
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { type SealingKeys, type SealPurpose, SecretBox } from './secret-box'

export interface SealedRow {
  id: string
  sealed: string
}

export interface SealedColumn {
  /** What it holds, as the report names it ("alert channel secrets"). */
  readonly label: string
  readonly purpose: SealPurpose
  /** Up to `limit` rows with a sealed value, by id, after `afterId`. */
  page: (db: Kysely<Database>, afterId: string | null, limit: number) => Promise<SealedRow[]>
  /** Stores `sealed` in place of `row.sealed` unless the row changed since; true when it did. */
  replace: (db: Kysely<Database>, row: SealedRow, sealed: string) => Promise<boolean>
}

export interface ResealReport {
  label: string
  resealed: number
  /** Already under the current key. */
  current: number
  /** Opened by no key given: left as they are (to be entered again). */
  unreadable: number
}

export interface ResealOptions {
  batchSize?: number
  /** Called after each committed batch (the command prints progress). */
  afterBatch?: (report: ResealReport) => void
}

export const RESEAL_BATCH = 200

export async function resealAll (db: Kysely<Database>, columns: readonly SealedColumn[], keys: SealingKeys, options: ResealOptions = {}): Promise<ResealReport[]> {
  const reports: ResealReport[] = []
  for (const column of columns) {
    const box = new SecretBox(keys, column.purpose)
    const report: ResealReport = { label: column.label, resealed: 0, current: 0, unreadable: 0 }
    reports.push(report)
    let after: string | null = null
    for (;;) {
      const rows: SealedRow[] = await db.transaction().execute(async (trx) => {
        const batch = await column.page(trx, after, options.batchSize ?? RESEAL_BATCH)
        for (const row of batch) {
          if (box.isCurrent(row.sealed)) {
            report.current++
            continue
          }
          const plain = box.open(row.sealed)
          if (plain === null) report.unreadable++
          else if (await column.replace(trx, row, box.seal(plain))) report.resealed++
        }
        return batch
      })
      if (rows.length === 0) break
      after = rows[rows.length - 1].id
      options.afterBatch?.(report)
    }
  }
  return reports
}
