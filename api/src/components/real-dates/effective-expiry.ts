// A domain's expiry (issue 15): the registry's date where the rdap check found one, else the
// spec's estimate, issue date + 1 year. This is the one SQL form of that rule; every query that
// asks "which domains expire in this window" (the expiring list, the overview, the expiry watch,
// the digest) uses it on `domains as d` left-joined to `domain_registry as r`.
import { type RawBuilder, sql, type SqlBool } from 'kysely'

export interface ExpiryWindow {
  /** The window as registry expiry dates (inclusive; no lower bound when `from` is absent). */
  expiry: { from?: string, to: string }
  /** The same window as issue dates, a year earlier (the estimate). */
  issued: { from?: string, to: string }
}

/** True for a domain whose effective expiry falls in the window. */
export function expiresIn (w: ExpiryWindow): RawBuilder<SqlBool> {
  const registry = sql.ref('r.expiry_date')
  const issued = sql.ref('d.issue_date')
  const from = (ref: typeof registry, day: string | undefined) => day === undefined ? sql`` : sql` and ${ref} >= ${day}`
  return sql<SqlBool>`((${registry} is not null and ${registry} <= ${w.expiry.to}${from(registry, w.expiry.from)})
    or (${registry} is null and ${issued} is not null and ${issued} <= ${w.issued.to}${from(issued, w.issued.from)}))`
}
