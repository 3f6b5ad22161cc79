// The bootstrap in use: the copy the weekly refresh stored in system_state (shared by every
// worker), else the shipped one. Read at most once a minute per process: 50,000 lookups a week
// must not each parse a 100 KB document.
import type { Kysely } from 'kysely'
import type { Database } from '../../../platform/db/schema'
import { SystemStateRepository } from '../../../platform/db/system-state-repository'
import { type Bootstrap, parseBootstrap } from './bootstrap'
import { SHIPPED_DNS_BOOTSTRAP } from './shipped-bootstrap'

export const BOOTSTRAP_STATE_KEY = 'rdap-dns-bootstrap'
const REREAD_MS = 60_000

const shipped = parseBootstrap(SHIPPED_DNS_BOOTSTRAP)
interface Cached { at: number, stamp: string | undefined, bootstrap: Bootstrap }
// Per database (tests run apps on several side by side in one process).
const caches = new WeakMap<object, Cached>()

export async function currentBootstrap (db: Kysely<Database>): Promise<Bootstrap> {
  let cached = caches.get(db)
  if (cached !== undefined && Date.now() - cached.at < REREAD_MS) return cached.bootstrap
  const row = await new SystemStateRepository(db).find(BOOTSTRAP_STATE_KEY)
  if (row === undefined) {
    cached = { at: Date.now(), stamp: undefined, bootstrap: shipped }
  } else if (cached?.stamp !== row.updated_at) {
    let bootstrap = shipped
    try {
      bootstrap = parseBootstrap(JSON.parse(row.value))
    } catch {
      // A stored copy that no longer parses: the shipped one is better than nothing.
    }
    cached = { at: Date.now(), stamp: row.updated_at, bootstrap }
  } else {
    cached = { ...cached, at: Date.now() }
  }
  caches.set(db, cached)
  return cached.bootstrap
}

/** After a refresh: forget the cached copy so the next lookup reads the stored one. */
export function forgetBootstrap (db: Kysely<Database>): void {
  caches.delete(db)
}
