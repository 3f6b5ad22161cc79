// A user's alert rules (which event kinds go to which channels, categories, quiet hours, the
// digest) and maintenance windows. Ownership as for domains: own, or another user's with
// ?owner= for an admin.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { isTimeZone, preferencesOf } from './preferences'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'
import { HttpError, validationError } from '../../platform/errors'
import { EVENT_KINDS } from '../events'
import { normalizeDomain } from '../../platform/lib/domain-name'
import { AlertChannelRepository } from './alert-channel-repository'
import { AlertPreferenceRepository } from './alert-preference-repository'
import { DomainRepository } from '../domains'
import { PolicyRepository } from '../incidents'
import { HostingServerRepository } from '../hosting'
import { MaintenanceRepository, type MaintenanceRow } from './maintenance-repository'
import type { ChannelShape, CreateMaintenanceBodyShape, EventKindInfoShape, MaintenanceShape, RulesShape } from './schemas'
import { toChannelShape } from './alert-channel-service'
import { type Caller, DomainAccess } from '../../platform/auth/domain-access'

export const SETTINGS_MESSAGES = {
  saved: 'Alert rules saved',
  windowAdded: 'Maintenance window added',
  windowDeleted: 'Maintenance window deleted',
  windowNotFound: 'Maintenance window not found',
  serverNotFound: 'Server not found',
  domainNotFound: 'Domain not found',
  oneTarget: 'Choose either a server or a domain',
  endsBeforeStart: 'The window must end after it starts',
  unknownKind: (kind: string) => `Unknown event kind: ${kind}`,
  unknownChannel: 'A rule names a channel that does not exist',
  unknownPolicy: 'The rules name an escalation policy that does not exist',
  badTimezone: (tz: string) => `Unknown time zone: ${tz} (use a name such as Europe/Berlin or UTC)`
} as const

export const EVENT_KIND_INFO: EventKindInfoShape[] = EVENT_KINDS.map((k) => ({ kind: k.kind, label: k.label, severity: k.severity }))

export class AlertSettingsService {
  private readonly access: DomainAccess
  private readonly prefs: AlertPreferenceRepository
  private readonly channels: AlertChannelRepository
  private readonly windows: MaintenanceRepository

  constructor (private readonly db: Kysely<Database>, private readonly now: () => Date) {
    this.access = new DomainAccess(db)
    this.prefs = new AlertPreferenceRepository(db)
    this.channels = new AlertChannelRepository(db)
    this.windows = new MaintenanceRepository(db)
  }

  async rules (caller: Caller, owner?: string): Promise<{ rules: RulesShape, kinds: EventKindInfoShape[], channels: ChannelShape[] }> {
    const user = await this.access.target(caller, owner)
    const prefs = preferencesOf(await this.prefs.find(user.id))
    return {
      rules: { routes: prefs.routes, categories: prefs.categories, quietHours: prefs.quietHours, timezone: prefs.timezone, digestHour: prefs.digestHour, escalationPolicyId: prefs.escalationPolicyId },
      kinds: EVENT_KIND_INFO,
      channels: (await this.channels.list(user.id)).map(toChannelShape)
    }
  }

  async saveRules (caller: Caller, rules: RulesShape, owner?: string): Promise<void> {
    const user = await this.access.target(caller, owner)
    const known = new Set<string>(EVENT_KINDS.map((k) => k.kind))
    const own = new Set((await this.channels.list(user.id)).map((c) => c.id))
    for (const [kind, ids] of Object.entries(rules.routes)) {
      if (!known.has(kind)) throw validationError(SETTINGS_MESSAGES.unknownKind(kind), 400, 'routes')
      if (ids.some((id) => !own.has(id))) throw validationError(SETTINGS_MESSAGES.unknownChannel, 400, 'routes')
    }
    if (!isTimeZone(rules.timezone)) throw validationError(SETTINGS_MESSAGES.badTimezone(rules.timezone), 400, 'timezone')
    const stored = await this.prefs.find(user.id)
    const policyId = rules.escalationPolicyId === undefined ? stored?.escalation_policy_id ?? null : rules.escalationPolicyId
    // Another user's policy is refused like a missing one.
    if (policyId !== null && (await new PolicyRepository(this.db).find(policyId))?.user_id !== user.id) throw validationError(SETTINGS_MESSAGES.unknownPolicy, 400, 'escalationPolicyId')
    await this.prefs.save({
      user_id: user.id,
      routes: JSON.stringify(Object.fromEntries(Object.entries(rules.routes).map(([kind, ids]) => [kind, [...new Set(ids)]]))),
      categories: JSON.stringify([...new Set(rules.categories)]),
      quiet_start: rules.quietHours?.start ?? null,
      quiet_end: rules.quietHours?.end ?? null,
      timezone: rules.timezone,
      digest_hour: rules.digestHour,
      escalation_policy_id: policyId,
      updated_at: this.now().toISOString()
    })
  }

  /** `superCategories`: whose domain windows are listed (visibleSuperCategories: dating needs dating access). */
  async listWindows (caller: Caller, superCategories: readonly SuperCategoryValue[], owner?: string): Promise<MaintenanceShape[]> {
    const user = await this.access.target(caller, owner)
    // Windows that ended more than a week ago are history, not settings.
    const since = new Date(this.now().getTime() - 7 * 24 * 60 * 60_000).toISOString()
    return (await this.windows.list(user.id, since, superCategories)).map((w) => this.toShape(w))
  }

  /** A domain of a super category outside `superCategories` answers as a domain that does not exist. */
  async addWindow (caller: Caller, body: CreateMaintenanceBodyShape, superCategories: readonly SuperCategoryValue[], owner?: string): Promise<MaintenanceShape> {
    const user = await this.access.target(caller, owner)
    if ((body.serverId === undefined) === (body.domain === undefined)) throw validationError(SETTINGS_MESSAGES.oneTarget, 400, 'serverId')
    const startsAt = new Date(body.startsAt).toISOString()
    const endsAt = new Date(body.endsAt).toISOString()
    if (endsAt <= startsAt) throw validationError(SETTINGS_MESSAGES.endsBeforeStart, 400, 'endsAt')
    let serverId: string | null = null
    let domainId: string | null = null
    if (body.serverId !== undefined) {
      const server = await new HostingServerRepository(this.db).findServerById(body.serverId, user.id)
      if (server === undefined) throw new HttpError(404, SETTINGS_MESSAGES.serverNotFound)
      serverId = server.id
    } else {
      const name = normalizeDomain(body.domain ?? '')
      const scope: SuperCategoryValue = body.superCategory ?? 'natural'
      // Not looked up at all without access: the answer must not tell whether it exists.
      const domain = name === null || !superCategories.includes(scope) ? undefined : await new DomainRepository(this.db).findOwned(user.id, scope, name)
      if (domain === undefined) throw new HttpError(404, SETTINGS_MESSAGES.domainNotFound)
      domainId = domain.id
    }
    const row = { id: randomUUID(), user_id: user.id, server_id: serverId, domain_id: domainId, starts_at: startsAt, ends_at: endsAt, note: body.note?.trim() ?? '', created_at: this.now().toISOString() }
    await this.windows.insert(row)
    return this.toShape(await this.windows.findDetailed(row.id) ?? { ...row, server_name: null, domain: null })
  }

  async deleteWindow (caller: Caller, id: string, owner?: string): Promise<void> {
    const user = await this.access.target(caller, owner)
    const row = await this.windows.find(id)
    if (row === undefined || row.user_id !== user.id) throw new HttpError(404, SETTINGS_MESSAGES.windowNotFound)
    await this.windows.delete(id)
  }

  private toShape (w: MaintenanceRow): MaintenanceShape {
    const now = this.now().toISOString()
    return { id: w.id, serverId: w.server_id, server: w.server_name, domain: w.domain, startsAt: w.starts_at, endsAt: w.ends_at, note: w.note, active: w.starts_at <= now && now <= w.ends_at }
  }
}
