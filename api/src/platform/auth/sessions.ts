// Whether a signed session token still stands for its account: the account exists, its token
// version is the one the token was signed at (a password reset moves it on), and its role is
// the one the token claims (an operator's change of role ends the token, so the screens never
// act on a stale role). Checked on every request against a small cache of the accounts, so a
// busy replica asks the database about each active account once per SESSION_CACHE_MS; a change
// made through another replica, or in the database directly, counts within that time.
import type { Kysely } from 'kysely'
import type { Database, Role } from '../db/schema'
import { UserRepository } from './user-repository'
import type { TokenClaims } from './tokens'

export const SESSION_CACHE_MS = 5_000
const MAX_ACCOUNTS = 10_000

/** The caller as the account is now. */
export interface SessionUser {
  id: string
  role: Role
  name: string
  email: string
}

interface Entry {
  at: number
  account: (SessionUser & { version: number }) | null
}

export class Sessions {
  private readonly users: UserRepository
  // Map order is the LRU order: a hit moves its entry to the end.
  private readonly accounts = new Map<string, Entry>()

  constructor (db: Kysely<Database>, private readonly now: () => Date = () => new Date()) {
    this.users = new UserRepository(db)
  }

  /** The account behind verified claims, or undefined when the token no longer stands for it. */
  async check (claims: TokenClaims): Promise<SessionUser | undefined> {
    const account = await this.account(claims.sub)
    if (account === null || account.version !== claims.ver || account.role !== claims.role) return undefined
    return { id: account.id, role: account.role, name: account.name, email: account.email }
  }

  /** This account changed here (a reset): check it afresh on the next request. */
  forget (userId: string): void {
    this.accounts.delete(userId)
  }

  private async account (userId: string): Promise<Entry['account']> {
    const now = this.now().getTime()
    const cached = this.accounts.get(userId)
    this.accounts.delete(userId)
    if (cached !== undefined && now - cached.at < SESSION_CACHE_MS) {
      this.accounts.set(userId, cached)
      return cached.account
    }
    const row = await this.users.sessionState(userId)
    const account = row === undefined
      ? null
      : { id: row.id, role: row.role === 'admin' ? 'admin' as const : 'user' as const, name: row.name, email: row.email, version: row.token_version }
    this.accounts.set(userId, { at: now, account })
    if (this.accounts.size > MAX_ACCOUNTS) this.accounts.delete(this.accounts.keys().next().value!)
    return account
  }
}
