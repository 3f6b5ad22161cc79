// Which rows of the database belong to one user, found from the schema itself: rows with the
// user's id in user_id/owner_id, then rows pointing at those (domain_id → domains, …), until
// nothing more is found. The fuzz digests a bystander's rows before and after; a table that gains
// a column pointing somewhere unknown fails loudly here instead of escaping the digest.
import { createHash } from 'node:crypto'
import { type Kysely, sql } from 'kysely'

/** Where each id column points. */
const REFERENCES: Record<string, string> = {
  user_id: 'users',
  owner_id: 'users',
  domain_id: 'domains',
  server_id: 'hosting_servers',
  account_id: 'hosting_accounts',
  alert_id: 'alerts',
  channel_id: 'alert_channels',
  delivery_id: 'alert_deliveries',
  series_id: 'history_series',
  import_id: 'imports',
  location_id: 'locations',
  primary_location_id: 'locations',
  // The same column name in another component's tables points elsewhere.
  'registrar_domains.account_id': 'registrar_accounts',
  'registrar_prices.account_id': 'registrar_accounts',
  'registrar_sync_pages.account_id': 'registrar_accounts'
}

const referenceOf = (table: string, col: string): string | undefined => REFERENCES[`${table}.${col}`] ?? REFERENCES[col]

/**
 * Not part of the digest, with why: anyone may ask a reset or sign-in code for any address (the
 * new code replaces the user's older one, by design, and the answer never says whether the
 * address exists); sign-in limits count attempts per address and per client, whoever sends them.
 */
const NOT_DIGESTED = new Set(['one_time_codes', 'rate_limits'])
const FRAMEWORK = /^kysely_migration/

export type Rows = Map<string, Array<Record<string, unknown>>>

/** Every row of every table of the app's schema (fine for a test's or a bench run's database). */
export async function allRows (db: Kysely<any>, schema?: string): Promise<Rows> {
  const tables = (await db.introspection.getTables()).filter((t) => !t.isView && !FRAMEWORK.test(t.name) && (schema === undefined || t.schema === schema))
  const rows: Rows = new Map()
  for (const table of tables) {
    const result = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)}`.execute(db)
    rows.set(table.name, result.rows)
  }
  return rows
}

/** The rows of `rows` that belong to `userId`, by table. */
export function ownedBy (rows: Rows, userId: string): Rows {
  const owned = new Map<string, Set<string>>([['users', new Set([userId])]])
  const result: Rows = new Map([...rows.keys()].map((t) => [t, []]))
  const taken = new Set<Record<string, unknown>>()
  for (let changed = true; changed;) {
    changed = false
    for (const [table, list] of rows) {
      for (const row of list) {
        if (taken.has(row)) continue
        const mine = table === 'users' ? row.id === userId : Object.entries(row).some(([col, v]) => { const target = referenceOf(table, col); return target !== undefined && v !== null && owned.get(target)?.has(String(v)) === true })
        if (!mine) continue
        taken.add(row)
        result.get(table)!.push(row)
        if (row.id !== undefined) {
          const ids = owned.get(table) ?? new Set<string>()
          ids.add(String(row.id))
          owned.set(table, ids)
        }
        changed = true
      }
    }
  }
  return result
}

/** Throws when a table has an id column the walk above does not know (it would escape the digest). */
export function assertReferencesKnown (rows: Rows): void {
  for (const [table, list] of rows) {
    for (const col of Object.keys(list[0] ?? {})) {
      if (col.endsWith('_id') && referenceOf(table, col) === undefined && !NOT_DIGESTED.has(table)) {
        throw new Error(`owned-rows: ${table}.${col} points at a table the fuzz digest does not know: add it to REFERENCES`)
      }
    }
  }
}

/** A digest per table of `userId`'s rows (order-free), so a failure names the table that changed. */
export async function digestOf (db: Kysely<any>, userId: string, schema?: string): Promise<Record<string, string>> {
  const rows = await allRows(db, schema)
  assertReferencesKnown(rows)
  const digests: Record<string, string> = {}
  for (const [table, list] of ownedBy(rows, userId)) {
    if (NOT_DIGESTED.has(table)) continue
    const lines = list.map((row) => JSON.stringify(row, (_k, v) => typeof v === 'bigint' ? String(v) : v)).sort()
    digests[table] = `${list.length} rows ${createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16)}`
  }
  return digests
}
