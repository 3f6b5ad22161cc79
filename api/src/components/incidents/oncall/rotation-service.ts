// On-call rotations: CRUD, overrides, and who is on call now and next. Ownership as for
// incidents: a user reaches only their own rotations (another user's answer 404, like a missing
// one); an admin reads everyone's and changes another user's only with ?owner=. Members and
// overriding users: the owner themselves, or any user when an admin sets the rotation up.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../../platform/db/schema'
import { HttpError, validationError } from '../../../platform/errors'
import { type Caller, DomainAccess } from '../../../platform/auth/domain-access'
import { UserRepository } from '../../../platform/auth/user-repository'
import { addDays } from '../../../platform/lib/calendar'
import { MAX_OVERRIDES, type OverrideRow, RotationRepository, type RotationRow } from './rotation-repository'
import { nowAndNext, parseHandoff, type RotationPlan, type Shift } from './schedule'
import { isTimeZone, zonedInstant } from './zoned-time'
import type { OnCallEntryShape, OverrideBodyShape, OverrideShape, RotationBodyShape, RotationShape } from './schemas'

export const ONCALL_MESSAGES = {
  notFound: 'Rotation not found',
  overrideNotFound: 'Override not found',
  created: 'Rotation created',
  updated: 'Rotation saved',
  deleted: 'Rotation deleted',
  overrideAdded: 'Override added',
  overrideDeleted: 'Override deleted',
  badTimezone: (tz: string) => `Unknown time zone: ${tz} (use a name such as Europe/Berlin or UTC)`,
  weekday: 'A weekly rotation needs its hand-off weekday (1 = Monday … 7 = Sunday)',
  badDate: 'Enter a real date from 2000 on, YYYY-MM-DD',
  member: 'Members and overriding users must be you (admins: any existing user)',
  overrideWhen: 'Give either startsAt and endsAt, or fromDate (and toDate)',
  overrideOrder: 'The override must end after it starts',
  overrideLong: 'An override covers at most 366 days',
  tooMany: `A rotation keeps at most ${MAX_OVERRIDES} overrides that have not ended`
} as const

export function planOf (row: RotationRow): RotationPlan {
  return {
    timezone: row.timezone,
    period: row.period,
    handoffMinutes: parseHandoff(row.handoff_time),
    handoffWeekday: row.handoff_weekday === null ? null : Number(row.handoff_weekday),
    startDate: row.start_date,
    members: JSON.parse(row.members) as string[]
  }
}

/** A calendar date that exists, in years a rotation can mean (2000–2999). */
const realDate = (date: string): boolean => date >= '2000' && date < '3000' && !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date)

export class RotationService {
  private readonly rotations: RotationRepository
  private readonly access: DomainAccess
  private readonly users: UserRepository

  constructor (db: Kysely<Database>, private readonly now: () => Date) {
    this.rotations = new RotationRepository(db)
    this.access = new DomainAccess(db)
    this.users = new UserRepository(db)
  }

  async list (caller: Caller, owner: string | undefined): Promise<RotationShape[]> {
    const rows = await this.rotations.list(await this.access.readUser(caller, owner))
    return await this.shapes(rows, caller.role === 'admin' && owner === undefined)
  }

  async get (caller: Caller, id: string, owner: string | undefined): Promise<RotationShape> {
    return (await this.shapes([await this.reachable(caller, id, owner, false)], false))[0]
  }

  async create (caller: Caller, body: RotationBodyShape, owner: string | undefined): Promise<RotationShape> {
    const target = await this.access.target(caller, owner)
    await this.validate(caller, target.id, body)
    const at = this.now().toISOString()
    const row: RotationRow = { id: randomUUID(), user_id: target.id, created_at: at, ...this.fields(body, at) }
    await this.rotations.insert(row)
    return (await this.shapes([row], false))[0]
  }

  async update (caller: Caller, id: string, body: RotationBodyShape, owner: string | undefined): Promise<RotationShape> {
    const existing = await this.reachable(caller, id, owner, true)
    await this.validate(caller, existing.user_id, body)
    const row: RotationRow = { ...existing, ...this.fields(body, this.now().toISOString()) }
    await this.rotations.update(row)
    return (await this.shapes([row], false))[0]
  }

  async delete (caller: Caller, id: string, owner: string | undefined): Promise<void> {
    await this.rotations.delete((await this.reachable(caller, id, owner, true)).id)
  }

  async overrides (caller: Caller, id: string, owner: string | undefined): Promise<OverrideShape[]> {
    const rotation = await this.reachable(caller, id, owner, false)
    return await this.overrideShapes(await this.rotations.overridesOf([rotation.id], this.now().toISOString()))
  }

  async addOverride (caller: Caller, id: string, body: OverrideBodyShape, owner: string | undefined): Promise<OverrideShape> {
    const rotation = await this.reachable(caller, id, owner, true)
    await this.allowedUsers(caller, rotation.user_id, [body.userId], 'userId')
    const { startsAt, endsAt } = this.overrideRange(body, rotation.timezone)
    const now = this.now().toISOString()
    if ((await this.rotations.overridesOf([rotation.id], now)).length >= MAX_OVERRIDES) throw validationError(ONCALL_MESSAGES.tooMany, 400, 'startsAt')
    const row: OverrideRow = { id: randomUUID(), rotation_id: rotation.id, user_id: body.userId, starts_at: startsAt, ends_at: endsAt, created_at: now }
    await this.rotations.insertOverride(row)
    return (await this.overrideShapes([row]))[0]
  }

  async deleteOverride (caller: Caller, id: string, overrideId: string, owner: string | undefined): Promise<void> {
    const rotation = await this.reachable(caller, id, owner, true)
    const row = await this.rotations.findOverride(rotation.id, overrideId)
    if (row === undefined) throw new HttpError(404, ONCALL_MESSAGES.overrideNotFound)
    await this.rotations.deleteOverride(row.id)
  }

  /** Who is on call now and next in each rotation the caller reads. */
  async oncall (caller: Caller, owner: string | undefined): Promise<OnCallEntryShape[]> {
    const rows = await this.rotations.list(await this.access.readUser(caller, owner))
    const now = this.now()
    // Overrides that ended within a turn (a week) still say when the current turn resumed.
    const overrides = await this.rotations.overridesOf(rows.map((r) => r.id), new Date(now.getTime() - 8 * 86_400_000).toISOString())
    const planned = rows.map((r) => ({ row: r, ...nowAndNext(planOf(r), overrides.filter((o) => o.rotation_id === r.id).map((o) => ({ userId: o.user_id, startsAt: o.starts_at, endsAt: o.ends_at })), now) }))
    const names = await this.users.namesOf([...new Set(planned.flatMap((p) => [p.now?.userId, p.next?.userId]).filter((u): u is string => u !== undefined))])
    const shift = (s: Shift | undefined) => s === undefined ? null : { user: { _id: s.userId, name: names.get(s.userId) ?? '' }, from: s.from, until: s.until, override: s.override }
    return planned.map((p) => ({ rotation: { id: p.row.id, name: p.row.name, timezone: p.row.timezone }, now: shift(p.now), next: shift(p.next) }))
  }

  private fields (body: RotationBodyShape, at: string): Omit<RotationRow, 'id' | 'user_id' | 'created_at'> {
    return {
      name: body.name.trim(),
      timezone: body.timezone,
      period: body.period,
      handoff_time: body.handoffTime,
      handoff_weekday: body.period === 'weekly' ? body.handoffWeekday ?? null : null,
      start_date: body.startDate,
      members: JSON.stringify(body.memberIds),
      updated_at: at
    }
  }

  private async validate (caller: Caller, ownerId: string, body: RotationBodyShape): Promise<void> {
    if (!isTimeZone(body.timezone)) throw validationError(ONCALL_MESSAGES.badTimezone(body.timezone), 400, 'timezone')
    if (body.period === 'weekly' && (body.handoffWeekday === undefined || body.handoffWeekday === null)) throw validationError(ONCALL_MESSAGES.weekday, 400, 'handoffWeekday')
    if (!realDate(body.startDate)) throw validationError(ONCALL_MESSAGES.badDate, 400, 'startDate')
    await this.allowedUsers(caller, ownerId, body.memberIds, 'memberIds')
  }

  private async allowedUsers (caller: Caller, ownerId: string, ids: readonly string[], field: string): Promise<void> {
    const allowed = caller.role === 'admin'
      ? (await this.rotations.users(ids)).length === new Set(ids).size
      : ids.every((id) => id === ownerId)
    if (!allowed) throw validationError(ONCALL_MESSAGES.member, 400, field)
  }

  private overrideRange (body: OverrideBodyShape, timezone: string): { startsAt: string, endsAt: string } {
    const byInstant = body.startsAt !== undefined && body.endsAt !== undefined
    if (byInstant === (body.fromDate !== undefined) || (!byInstant && (body.startsAt !== undefined || body.endsAt !== undefined))) throw validationError(ONCALL_MESSAGES.overrideWhen, 400, 'startsAt')
    let starts: number
    let ends: number
    if (byInstant) {
      starts = Date.parse(body.startsAt!)
      ends = Date.parse(body.endsAt!)
    } else {
      const to = body.toDate ?? body.fromDate!
      if (!realDate(body.fromDate!) || !realDate(to)) throw validationError(ONCALL_MESSAGES.badDate, 400, 'fromDate')
      starts = zonedInstant(body.fromDate!, 0, timezone).getTime()
      ends = zonedInstant(addDays(to, 1), 0, timezone).getTime()
    }
    if (!Number.isFinite(starts) || !Number.isFinite(ends) || ends <= starts) throw validationError(ONCALL_MESSAGES.overrideOrder, 400, 'endsAt')
    if (ends - starts > 366 * 86_400_000) throw validationError(ONCALL_MESSAGES.overrideLong, 400, 'endsAt')
    return { startsAt: new Date(starts).toISOString(), endsAt: new Date(ends).toISOString() }
  }

  /** The rotation if this caller may read it (or change it); 404 otherwise, as if it did not exist. */
  private async reachable (caller: Caller, id: string, owner: string | undefined, acting: boolean): Promise<RotationRow> {
    const userId = acting ? (await this.access.target(caller, owner)).id : await this.access.readUser(caller, owner)
    const row = await this.rotations.find(id)
    if (row === undefined || (userId !== undefined && row.user_id !== userId)) throw new HttpError(404, ONCALL_MESSAGES.notFound)
    return row
  }

  private async shapes (rows: RotationRow[], withOwner: boolean): Promise<RotationShape[]> {
    const names = await this.users.namesOf([...new Set(rows.flatMap((r) => [r.user_id, ...JSON.parse(r.members) as string[]]))])
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      timezone: r.timezone,
      period: r.period,
      handoffTime: r.handoff_time,
      handoffWeekday: r.handoff_weekday === null ? null : Number(r.handoff_weekday),
      startDate: r.start_date,
      members: (JSON.parse(r.members) as string[]).map((id) => ({ _id: id, name: names.get(id) ?? '' })),
      createdAt: r.created_at,
      updatedAt: r.updated_at,
      ...(withOwner ? { owner: { _id: r.user_id, name: names.get(r.user_id) ?? '' } } : {})
    }))
  }

  private async overrideShapes (rows: OverrideRow[]): Promise<OverrideShape[]> {
    const names = await this.users.namesOf([...new Set(rows.map((r) => r.user_id))])
    return rows.map((r) => ({ id: r.id, user: { _id: r.user_id, name: names.get(r.user_id) ?? '' }, startsAt: r.starts_at, endsAt: r.ends_at, createdAt: r.created_at }))
  }
}
