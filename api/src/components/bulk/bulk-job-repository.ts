// All SQL of bulk jobs (table bulk_jobs, migration 070): the job a large bulk action becomes,
// its progress, and the clean-up of finished ones. Progress moves only from the index a batch
// started at, so two runs can never both write the same batch.
import type { Kysely } from 'kysely'
import type { BulkJobsTable, BulkJobState } from './tables'
import type { Database } from '../../platform/db/schema'

export type BulkJobRow = Omit<BulkJobsTable, 'next_index' | 'changed' | 'skipped' | 'not_found' | 'attempts' | 'errors'> &
{ next_index: number, changed: number, skipped: number, not_found: number, attempts: number, errors: string }

export type NewBulkJob = Pick<BulkJobsTable, 'id' | 'user_id' | 'super_category' | 'owner_id' | 'action' | 'value' | 'selection' | 'total' | 'created_at'> & { not_found: number }

export interface BulkProgress { next_index: number, changed: number, skipped: number, not_found: number, state: BulkJobState, finished_at: string | null }

export class BulkJobRepository {
  constructor (private readonly db: Kysely<Database>) {}

  async create (job: NewBulkJob): Promise<void> {
    await this.db.insertInto('bulk_jobs').values({ ...job, state: 'queued', finished_at: null }).execute()
  }

  /** The job as its creator sees it (no selection); another user's job is not found. */
  async find (id: string, userId: string): Promise<Omit<BulkJobRow, 'selection'> | undefined> {
    return await this.db.selectFrom('bulk_jobs')
      .select(['id', 'user_id', 'super_category', 'owner_id', 'action', 'value', 'state', 'total', 'next_index', 'changed', 'skipped', 'not_found', 'attempts', 'errors', 'created_at', 'finished_at'])
      .where('id', '=', id).where('user_id', '=', userId)
      .executeTakeFirst()
  }

  /** The oldest job with domains left. */
  async nextToRun (): Promise<BulkJobRow | undefined> {
    return await this.db.selectFrom('bulk_jobs').selectAll()
      .where('state', 'in', ['queued', 'running'] satisfies BulkJobState[])
      .orderBy('created_at').orderBy('id')
      .executeTakeFirst()
  }

  /** Records a batch; false when another run moved the job on meanwhile (then roll back). */
  async advance (id: string, fromIndex: number, values: BulkProgress): Promise<boolean> {
    const result = await this.db.updateTable('bulk_jobs').set({ ...values, attempts: 0 })
      .where('id', '=', id).where('next_index', '=', fromIndex).executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }

  /** A batch that failed: counted, and with `fail` the job ends there with its message. */
  async recordFailure (id: string, fromIndex: number, attempts: number, fail: { errors: string, at: string } | undefined): Promise<void> {
    await this.db.updateTable('bulk_jobs')
      .set(fail === undefined ? { attempts } : { attempts, state: 'failed', errors: fail.errors, finished_at: fail.at })
      .where('id', '=', id).where('next_index', '=', fromIndex).execute()
  }

  /** Finished jobs older than `before`: their figures have been read by then. */
  async deleteFinished (before: string): Promise<number> {
    const result = await this.db.deleteFrom('bulk_jobs')
      .where('state', 'in', ['done', 'failed'] satisfies BulkJobState[]).where('finished_at', '<', before)
      .executeTakeFirst()
    return Number(result.numDeletedRows)
  }
}
