// Escalation policies: CRUD. A step names the owner's own alert channels and rotations only;
// ownership as for incidents (another user's policy answers 404, like a missing one; an admin
// reads everyone's and changes another user's only with ?owner=).
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../../platform/db/schema'
import { HttpError, validationError } from '../../../platform/errors'
import { type Caller, DomainAccess } from '../../../platform/auth/domain-access'
import { UserRepository } from '../../../platform/auth/user-repository'
import { PolicyRepository, type PolicyRow, stepsOf } from './policy-repository'
import type { PolicyBodyShape, PolicyShape } from './schemas'

export const POLICY_MESSAGES = {
  notFound: 'Escalation policy not found',
  created: 'Escalation policy created',
  updated: 'Escalation policy saved',
  deleted: 'Escalation policy deleted',
  emptyStep: 'Each step notifies at least one channel or rotation',
  unknownChannel: 'A step names a channel that does not exist',
  unknownRotation: 'A step names a rotation that does not exist'
} as const

export class PolicyService {
  private readonly policies: PolicyRepository
  private readonly access: DomainAccess
  private readonly users: UserRepository

  constructor (db: Kysely<Database>, private readonly now: () => Date) {
    this.policies = new PolicyRepository(db)
    this.access = new DomainAccess(db)
    this.users = new UserRepository(db)
  }

  async list (caller: Caller, owner: string | undefined): Promise<PolicyShape[]> {
    const rows = await this.policies.list(await this.access.readUser(caller, owner))
    return await this.shapes(rows, caller.role === 'admin' && owner === undefined)
  }

  async get (caller: Caller, id: string, owner: string | undefined): Promise<PolicyShape> {
    return (await this.shapes([await this.reachable(caller, id, owner, false)], false))[0]
  }

  async create (caller: Caller, body: PolicyBodyShape, owner: string | undefined): Promise<PolicyShape> {
    const target = await this.access.target(caller, owner)
    await this.validate(target.id, body)
    const at = this.now().toISOString()
    const row: PolicyRow = { id: randomUUID(), user_id: target.id, name: body.name.trim(), steps: this.stepsJson(body), repeats: body.repeats, created_at: at, updated_at: at }
    await this.policies.insert(row)
    return (await this.shapes([row], false))[0]
  }

  async update (caller: Caller, id: string, body: PolicyBodyShape, owner: string | undefined): Promise<PolicyShape> {
    const existing = await this.reachable(caller, id, owner, true)
    await this.validate(existing.user_id, body)
    const row: PolicyRow = { ...existing, name: body.name.trim(), steps: this.stepsJson(body), repeats: body.repeats, updated_at: this.now().toISOString() }
    await this.policies.update(row)
    return (await this.shapes([row], false))[0]
  }

  async delete (caller: Caller, id: string, owner: string | undefined): Promise<void> {
    await this.policies.delete((await this.reachable(caller, id, owner, true)).id)
  }

  private stepsJson (body: PolicyBodyShape): string {
    return JSON.stringify(body.steps.map((s) => ({ afterMinutes: s.afterMinutes, channelIds: [...new Set(s.channelIds)], rotationIds: [...new Set(s.rotationIds)] })))
  }

  private async validate (ownerId: string, body: PolicyBodyShape): Promise<void> {
    if (body.steps.some((s) => s.channelIds.length === 0 && s.rotationIds.length === 0)) throw validationError(POLICY_MESSAGES.emptyStep, 400, 'steps')
    const channels = body.steps.flatMap((s) => s.channelIds)
    if ((await this.policies.ownChannels(ownerId, channels)).size !== new Set(channels).size) throw validationError(POLICY_MESSAGES.unknownChannel, 400, 'steps')
    const rotations = body.steps.flatMap((s) => s.rotationIds)
    if ((await this.policies.ownRotations(ownerId, rotations)).size !== new Set(rotations).size) throw validationError(POLICY_MESSAGES.unknownRotation, 400, 'steps')
  }

  /** The policy if this caller may read it (or change it); 404 otherwise, as if it did not exist. */
  private async reachable (caller: Caller, id: string, owner: string | undefined, acting: boolean): Promise<PolicyRow> {
    const userId = acting ? (await this.access.target(caller, owner)).id : await this.access.readUser(caller, owner)
    const row = await this.policies.find(id)
    if (row === undefined || (userId !== undefined && row.user_id !== userId)) throw new HttpError(404, POLICY_MESSAGES.notFound)
    return row
  }

  private async shapes (rows: PolicyRow[], withOwner: boolean): Promise<PolicyShape[]> {
    const names = withOwner ? await this.users.namesOf([...new Set(rows.map((r) => r.user_id))]) : new Map<string, string>()
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      steps: stepsOf(r),
      repeats: Number(r.repeats),
      createdAt: r.created_at,
      updatedAt: r.updated_at,
      ...(withOwner ? { owner: { _id: r.user_id, name: names.get(r.user_id) ?? '' } } : {})
    }))
  }
}
