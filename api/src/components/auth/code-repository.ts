// One-time codes (login and password reset). Every state change is a single
// conditional UPDATE, so two concurrent requests cannot both use one code or
// both slip past the wrong-attempt limit.
import type { Kysely } from 'kysely'
import type { CodePurpose, CodeRow, NewCode } from './tables'
import type { Database } from '../../platform/db/schema'

export class CodeRepository {
  constructor (private readonly db: Kysely<Database>) {}

  async create (code: NewCode): Promise<void> {
    await this.db.insertInto('one_time_codes').values(code).execute()
  }

  /** Marks every still-usable code of this purpose as consumed (a new one replaces them). */
  async invalidateActive (userId: string, purpose: CodePurpose, now: string): Promise<void> {
    await this.db.updateTable('one_time_codes')
      .set({ consumed_at: now })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .execute()
  }

  /** Burns every code of the user, whatever its purpose (after a password reset). */
  async invalidateAllForUser (userId: string, now: string): Promise<void> {
    await this.db.updateTable('one_time_codes')
      .set({ consumed_at: now })
      .where('user_id', '=', userId)
      .where('consumed_at', 'is', null)
      .execute()
  }

  /** The newest code that is neither consumed nor expired. ISO-8601 UTC text compares correctly as text. */
  async findActive (userId: string, purpose: CodePurpose, now: string): Promise<CodeRow | undefined> {
    return await this.db.selectFrom('one_time_codes')
      .selectAll()
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('created_at', 'desc')
      .executeTakeFirst()
  }

  /**
   * Counts a wrong guess; the guess that reaches maxAttempts also burns the
   * code. Returns the new attempt count, or undefined if the code was no
   * longer usable.
   */
  async recordWrongAttempt (id: string, maxAttempts: number, now: string): Promise<number | undefined> {
    const row = await this.db.updateTable('one_time_codes')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        consumed_at: eb.case().when('attempts', '>=', maxAttempts - 1).then(now).else(null).end()
      }))
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .returning('attempts')
      .executeTakeFirst()
    return row?.attempts
  }

  /** Uses the code once; false if another request consumed or burned it first. */
  async consume (id: string, now: string): Promise<boolean> {
    const result = await this.db.updateTable('one_time_codes')
      .set({ consumed_at: now })
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }
}
