// The event history (GET /api/alerts/events): newest first, paged by id, each event with what
// became of it (sent, muted, suppressed, silent) and, when it went out, its alert's delivery to
// every channel. A user sees their own; an admin everyone's (or one user's with ?owner=).
import type { Kysely } from 'kysely'
import { eventMessage } from './jobs/render'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'
import { eventKind, EventRepository } from '../events'
import { AlertRepository } from './alert-repository'
import { UserRepository } from '../../platform/auth/user-repository'
import type { AlertEventShape, DeliveryShape } from './schemas'
import { type Caller, DomainAccess } from '../../platform/auth/domain-access'

export const DEFAULT_PAGE = 50

export class AlertHistoryService {
  private readonly events: EventRepository
  private readonly alerts: AlertRepository
  private readonly access: DomainAccess
  private readonly users: UserRepository

  constructor (db: Kysely<Database>) {
    this.events = new EventRepository(db)
    this.alerts = new AlertRepository(db)
    this.access = new DomainAccess(db)
    this.users = new UserRepository(db)
  }

  /** `superCategories`: whose domain events the page shows (visibleSuperCategories: dating needs dating access). */
  async page (caller: Caller, query: { before?: number, limit?: number, owner?: string }, superCategories: readonly SuperCategoryValue[]): Promise<{ events: AlertEventShape[], nextBefore: number | null }> {
    const userId = await this.access.readUser(caller, query.owner)
    const limit = query.limit ?? DEFAULT_PAGE
    const rows = await this.events.page(userId, query.before, limit, superCategories)
    const alertIds = [...new Set(rows.flatMap((e) => e.alertId === null ? [] : [e.alertId]))]
    const alerts = new Map((await this.alerts.alertsById(alertIds)).map((a) => [Number(a.id), a]))
    const deliveries = new Map<number, DeliveryShape[]>()
    for (const d of await this.alerts.deliveriesOf(alertIds)) {
      const list = deliveries.get(Number(d.alert_id)) ?? []
      list.push({
        channelId: d.channel_id,
        channelName: d.channel_name,
        channelKind: d.channel_kind as DeliveryShape['channelKind'],
        state: d.state as DeliveryShape['state'],
        attempts: Number(d.attempts),
        lastError: d.last_error,
        deliveredAt: d.delivered_at,
        nextAttemptAt: d.next_attempt_at
      })
      deliveries.set(Number(d.alert_id), list)
    }
    const names = userId === undefined ? await this.users.namesOf([...new Set(rows.map((e) => e.userId))]) : new Map<string, string>()
    const events = rows.map((e): AlertEventShape => {
      const kind = eventKind(e.kind)
      const alert = e.alertId === null ? undefined : alerts.get(e.alertId)
      return {
        id: e.id,
        kind: e.kind,
        label: kind?.label ?? e.kind,
        severity: kind?.severity ?? 'info',
        message: eventMessage(e, typeof e.data.server === 'string' ? e.data.server : undefined),
        occurredAt: e.occurredAt,
        domain: e.domain,
        superCategory: e.superCategory,
        alertState: e.alertState,
        alert: alert === undefined ? null : { id: Number(alert.id), title: alert.title, deliveries: deliveries.get(Number(alert.id)) ?? [] },
        ...(userId === undefined ? { owner: { _id: e.userId, name: names.get(e.userId) ?? '' } } : {})
      }
    })
    return { events, nextBefore: rows.length === limit ? rows[rows.length - 1].id : null }
  }
}
