// All SQL about users lives here; services never build queries themselves.
import type { Kysely } from 'kysely'
import type { Database, NewUser, UserRow } from '../db/schema'

export class UserRepository {
  constructor (private readonly db: Kysely<Database>) {}

  async findByEmail (email: string): Promise<UserRow | undefined> {
    return await this.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst()
  }

  async findById (id: string): Promise<UserRow | undefined> {
    return await this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
  }

  async count (): Promise<number> {
    const row = await this.db.selectFrom('users').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()
    // PostgreSQL returns count(*) as a string (bigint); SQLite as a number.
    return Number(row.n)
  }

  /** The admins' ids, oldest account first: who hears about the installation itself. */
  async adminIds (): Promise<string[]> {
    return (await this.db.selectFrom('users').select('id').where('role', '=', 'admin').orderBy('created_at').execute()).map((r) => r.id)
  }

  /** Ordinary users (admins see "all non-admin users"), by name. */
  async listNonAdmins (): Promise<Array<Pick<UserRow, 'id' | 'name' | 'email'>>> {
    return await this.db.selectFrom('users').select(['id', 'name', 'email'])
      .where('role', '!=', 'admin').orderBy('name').orderBy('email').execute()
  }

  /** Names of these users by id (ids that are no user are left out). */
  async namesOf (ids: string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)]
    if (unique.length === 0) return new Map()
    const users = await this.db.selectFrom('users').select(['id', 'name']).where('id', 'in', unique).execute()
    return new Map(users.map((u) => [u.id, u.name]))
  }

  async create (user: NewUser): Promise<UserRow> {
    await this.db.insertInto('users').values(user).execute()
    return (await this.findById(user.id))!
  }

  /** A new password ends every session: the token version moves on with it. */
  async updatePasswordHash (id: string, passwordHash: string): Promise<void> {
    await this.db.updateTable('users')
      .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1) }))
      .where('id', '=', id).execute()
  }

  /** What a session token is checked against on every request (sessions.ts). */
  async sessionState (id: string): Promise<Pick<UserRow, 'id' | 'role' | 'name' | 'email' | 'token_version'> | undefined> {
    return await this.db.selectFrom('users').select(['id', 'role', 'name', 'email', 'token_version'])
      .where('id', '=', id).executeTakeFirst()
  }
}

/** True when err is a unique-constraint violation on either dialect. */
export function isUniqueViolation (err: unknown): boolean {
  const e = err as { code?: string, message?: string }
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    /unique constraint/i.test(e?.message ?? '')
}
