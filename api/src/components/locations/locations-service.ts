// The admins' side of locations: list them with their figures, create a probe with its
// token (shown once, kept as its SHA-256 like API tokens), replace a token, delete a probe; and
// who a probe token belongs to. A probe token (`sfp_…`) works only on the probe calls: every
// other call reads it as a session token and refuses it.
import { randomBytes, randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { hashApiToken } from '../../platform/auth/api-token-auth'
import type { AppConfig } from '../../platform/config/config'
import type { Database } from '../../platform/db/schema'
import { HttpError } from '../../platform/errors'
import { toEpoch } from '../../platform/lib/calendar'
import { HOME_ID, type LocationRow, LocationsRepository, type MinuteTotals } from './locations-repository'
import { toPlace } from './places'
import type { LocationShape } from './schemas'

export const PROBE_TOKEN_PREFIX = 'sfp_'
/** The admin screen's figures cover this many minutes. */
export const FIGURES_MINUTES = 15

export const LOCATION_MESSAGES = {
  duplicate: 'A location with this name already exists.',
  notFound: 'Location not found',
  homeForever: 'The home location cannot be deleted.',
  homeToken: 'The home location has no probe token.'
} as const

export class LocationsService {
  private readonly repo: LocationsRepository

  constructor (db: Kysely<Database>, private readonly config: AppConfig, private readonly now: () => Date) {
    this.repo = new LocationsRepository(db)
  }

  async list (): Promise<LocationShape[]> {
    await this.repo.ensureHome(this.config.locations.name, this.now().toISOString())
    const totals = await this.totals()
    return (await this.repo.list()).map((row) => this.view(row, totals.get(row.id)))
  }

  async create (name: string): Promise<{ location: LocationShape, token: string }> {
    const trimmed = name.trim()
    await this.repo.ensureHome(this.config.locations.name, this.now().toISOString())
    if (await this.repo.nameTaken(trimmed)) throw new HttpError(409, LOCATION_MESSAGES.duplicate)
    const token = newToken()
    const id = randomUUID()
    try {
      await this.repo.create({ id, name: trimmed, tokenHash: hashApiToken(token), createdAt: this.now().toISOString() })
    } catch (err) {
      // Two admins adding the same name at once: the unique index decides.
      if (await this.repo.nameTaken(trimmed)) throw new HttpError(409, LOCATION_MESSAGES.duplicate)
      throw err
    }
    return { location: await this.one(id), token }
  }

  async replaceToken (id: string): Promise<{ location: LocationShape, token: string }> {
    const row = await this.repo.findById(id)
    if (row === undefined) throw new HttpError(404, LOCATION_MESSAGES.notFound)
    if (row.kind === 'home') throw new HttpError(400, LOCATION_MESSAGES.homeToken)
    const token = newToken()
    await this.repo.replaceToken(id, hashApiToken(token))
    return { location: await this.one(id), token }
  }

  async delete (id: string): Promise<void> {
    if (id === HOME_ID) throw new HttpError(400, LOCATION_MESSAGES.homeForever)
    const row = await this.repo.findById(id)
    if (row === undefined) throw new HttpError(404, LOCATION_MESSAGES.notFound)
    if (row.kind === 'home') throw new HttpError(400, LOCATION_MESSAGES.homeForever)
    await this.repo.delete(id)
  }

  /** The probe a token belongs to; undefined for anything else. */
  async probeOf (token: string): Promise<LocationRow | undefined> {
    if (!token.startsWith(PROBE_TOKEN_PREFIX)) return undefined
    return await this.repo.findByTokenHash(hashApiToken(token))
  }

  private async one (id: string): Promise<LocationShape> {
    const row = await this.repo.findById(id)
    if (row === undefined) throw new HttpError(404, LOCATION_MESSAGES.notFound)
    return this.view(row, (await this.totals()).get(id))
  }

  private async totals (): Promise<Map<string, MinuteTotals>> {
    const nowS = toEpoch(this.now().toISOString())
    return await this.repo.minuteTotals(Math.floor(nowS / 60) * 60 - (FIGURES_MINUTES - 1) * 60)
  }

  private view (row: LocationRow, totals: MinuteTotals | undefined): LocationShape {
    const place = toPlace(row, this.config, this.now())
    const checks = totals?.checks ?? 0
    return {
      id: row.id,
      name: row.name,
      kind: row.kind,
      online: place.online,
      lastHeartbeatAt: row.last_heartbeat_at,
      version: row.version,
      checksPerMinute: Math.round((checks / FIGURES_MINUTES) * 100) / 100,
      lagSeconds: checks === 0 ? null : Math.round((totals!.lagMs / checks) / 100) / 10,
      failureShare: checks === 0 ? 0 : Math.round((totals!.failures / checks) * 1000) / 1000,
      voting: place.voting,
      createdAt: row.created_at
    }
  }
}

function newToken (): string {
  return PROBE_TOKEN_PREFIX + randomBytes(32).toString('base64url')
}
