// Constraint failures worded the same on both databases, so services can turn a lost race
// (a row deleted or created by a concurrent request) into an honest 404 or 409.
export { isUniqueViolation } from '../auth/user-repository'

/** True when err is a foreign-key violation on either dialect (the referenced row is gone). */
export function isForeignKeyViolation (err: unknown): boolean {
  const e = err as { code?: string, message?: string }
  return e?.code === '23503' || e?.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' ||
    /foreign key constraint/i.test(e?.message ?? '')
}
