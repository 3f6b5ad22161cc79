// Which locations are there, which are online and which vote, as every decision reads them: a
// probe is online while its last heartbeat is younger than PROBE_OFFLINE_SECONDS; home always is
// (it is the process asking). A location votes while online and not muted (its own network fails).
import type { Kysely } from 'kysely'
import type { AppConfig } from '../../platform/config/config'
import type { Database } from '../../platform/db/schema'
import type { LocationKind } from './tables'
import { HOME_ID, type LocationRow, LocationsRepository } from './locations-repository'

export interface Place {
  id: string
  name: string
  kind: LocationKind
  online: boolean
  voting: boolean
}

export function isOnline (row: Pick<LocationRow, 'kind' | 'last_heartbeat_at'>, config: AppConfig, now: Date): boolean {
  if (row.kind === 'home') return true
  return row.last_heartbeat_at !== null && now.getTime() - Date.parse(row.last_heartbeat_at) <= config.locations.probeOfflineSeconds * 1000
}

export function toPlace (row: LocationRow, config: AppConfig, now: Date): Place {
  const online = isOnline(row, config, now)
  return { id: row.id, name: row.name, kind: row.kind, online, voting: online && row.muted_at === null }
}

export interface Places {
  all: Place[]
  /** Some probe is online: locations are in play (with none, everything behaves as before them). */
  active: boolean
  byId: (id: string) => Place | undefined
}

export async function loadPlaces (db: Kysely<Database>, config: AppConfig, now: Date): Promise<Places> {
  const all = (await new LocationsRepository(db).list()).map((row) => toPlace(row, config, now))
  if (!all.some((p) => p.id === HOME_ID)) all.unshift({ id: HOME_ID, name: config.locations.name, kind: 'home', online: true, voting: true })
  const byId = new Map(all.map((p) => [p.id, p]))
  return { all, active: all.some((p) => p.kind === 'probe' && p.online), byId: (id) => byId.get(id) }
}
