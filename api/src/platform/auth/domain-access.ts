// Whose records a call may see or change. A user only ever
// reaches their own rows; an admin reads everyone's, and changes another user's records only
// when the call names that user with ?owner=<userId> (or, for bulk actions, every user with
// ?owner=all), so an admin never edits someone else's domain by accident of a shared name.
import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database, Role } from '../db/schema'
import { HttpError } from '../errors'
import { AUTH_MESSAGES } from './plugin'
import { UserRepository } from './user-repository'

export interface Caller {
  id: string
  role: Role
  name: string
}

export interface Owner {
  id: string
  name: string
}

export const USER_NOT_FOUND = 'User not found'

/** The owner value with which an admin acts on every user's domains of the scope (bulk actions). */
export const ALL_OWNERS = 'all'

/** The caller of an authenticated request, as the ownership rules see it. */
export function callerOf (request: FastifyRequest): Caller {
  const user = request.user!
  return { id: user.id, role: user.role, name: user.name }
}

export class DomainAccess {
  private readonly users: UserRepository

  constructor (db: Kysely<Database>) {
    this.users = new UserRepository(db)
  }

  /** The one user whose records a change (or a single-user read) acts on. */
  async target (caller: Caller, owner: string | undefined): Promise<Owner> {
    if (owner === undefined || owner === caller.id) return { id: caller.id, name: caller.name }
    if (caller.role !== 'admin') throw new HttpError(403, AUTH_MESSAGES.adminOnly)
    const user = await this.users.findById(owner)
    if (user === undefined) throw new HttpError(404, USER_NOT_FOUND)
    return { id: user.id, name: user.name }
  }

  /**
   * Whose records a bulk change may reach: one user's id as target() decides, or undefined for
   * every user's when an admin says so explicitly (?owner=all), never by leaving the owner out.
   */
  async changeTarget (caller: Caller, owner: string | undefined): Promise<string | undefined> {
    if (owner !== ALL_OWNERS) return (await this.target(caller, owner)).id
    if (caller.role !== 'admin') throw new HttpError(403, AUTH_MESSAGES.adminOnly)
    return undefined
  }

  /** Whose records a list covers: one user's id, or undefined for everyone's (admin without ?owner). */
  async readUser (caller: Caller, owner: string | undefined): Promise<string | undefined> {
    if (caller.role === 'admin' && owner === undefined) return undefined
    return (await this.target(caller, owner)).id
  }
}
