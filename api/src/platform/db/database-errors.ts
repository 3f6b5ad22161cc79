// Failures of the database itself rather than of a query: a PostgreSQL connection that died or
// could not be made, a SQLite file that is full or read-only. Requests meeting one answer with a
// status and a sentence an operator can act on (the central error handler asks databaseFailure),
// and the process goes on: the pool replaces dead connections, the disk may be freed.

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable. Please try again in a few seconds.'
export const DATABASE_FULL_MESSAGE = 'The database is full: the disk has no space left. Nothing was saved.'
export const DATABASE_READ_ONLY_MESSAGE = 'The database file is read-only. Nothing was saved.'
export const COMMIT_UNKNOWN_MESSAGE = 'The database connection was lost while saving: the change may not have been applied. Please check, then try again.'

/** Seconds a client is told to wait (Retry-After) before trying again after a 503. */
export const RETRY_AFTER_SECONDS = 5

// Socket-level codes from node: the server is gone, refuses, or cannot be reached.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN'])
// PostgreSQL SQLSTATEs for a session the server ended or will not start: administrator or crash
// shutdown, starting up, too many connections. Class 08 is "connection exception" as a whole.
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300'])
// node-postgres words its own connection failures in plain errors without a code.
const PG_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated due to connection timeout|Client was closed and is not queryable)/

/**
 * True when err means the PostgreSQL connection died or could not be made: the statement did not
 * run, or ran in a transaction the server has since rolled back. Never true for SQL errors.
 */
export function isConnectionLost (err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false
  const { code, message } = err as { code?: unknown, message?: unknown }
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08')) return true
  }
  if (err instanceof AggregateError) return err.errors.some(isConnectionLost)
  return typeof message === 'string' && PG_MESSAGES.test(message)
}

/**
 * The connection died while COMMIT was on its way: the server may or may not have committed, so
 * the transaction is not run again (it could apply twice); the caller learns it failed.
 */
export class CommitOutcomeUnknown extends Error {
  constructor (override readonly cause: unknown) {
    super('the database connection was lost during commit; the transaction may or may not have been applied')
    this.name = 'CommitOutcomeUnknown'
  }
}

export interface DatabaseFailure {
  statusCode: number
  message: string
}

/** The answer for a failure of the database itself; undefined for anything else. */
export function databaseFailure (err: unknown): DatabaseFailure | undefined {
  if (err instanceof CommitOutcomeUnknown) return { statusCode: 503, message: COMMIT_UNKNOWN_MESSAGE }
  if (isConnectionLost(err)) return { statusCode: 503, message: DATABASE_UNAVAILABLE_MESSAGE }
  const code = (err as { code?: unknown } | null)?.code
  if (typeof code !== 'string') return undefined
  // 507 Insufficient Storage: the server could not store what was sent; freeing space fixes it.
  if (code === 'SQLITE_FULL') return { statusCode: 507, message: DATABASE_FULL_MESSAGE }
  // SQLITE_READONLY and its extended codes (a file made read-only, moved or on a read-only mount).
  if (code === 'SQLITE_READONLY' || code.startsWith('SQLITE_READONLY_')) return { statusCode: 503, message: DATABASE_READ_ONLY_MESSAGE }
  return undefined
}
