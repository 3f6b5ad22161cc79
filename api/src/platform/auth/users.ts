// The API shape of a user (_id, name, email, role). Rows never leave
// the server as-is: the password hash stays behind.
import type { Role, UserRow } from '../db/schema'

export interface ApiUser {
  _id: string
  name: string
  email: string
  role: Role
}

export function toApiUser (row: UserRow): ApiUser {
  return { _id: row.id, name: row.name, email: row.email, role: row.role === 'admin' ? 'admin' : 'user' }
}

/** E-mails are compared and stored trimmed and lowercased. */
export function normalizeEmail (email: string): string {
  return email.trim().toLowerCase()
}
