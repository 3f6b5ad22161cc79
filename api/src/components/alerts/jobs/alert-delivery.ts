// Delivery from the outbox, a system check: claims due deliveries under lease (a crashed
// worker's come back when their lease runs out), sends each through its channel, logs the
// attempt and settles it: delivered, retried with back-off, or given up after 24 hours. Sends
// run side by side, each with its own timeout, so a dead receiver never delays the others.
import type { SystemCheckType, SystemContext, SystemResult } from '../../../platform/jobs/types'
import { mapLimit } from '../../../platform/jobs/run-check'
import { AlertChannelRepository, type ChannelRow } from '../alert-channel-repository'
import { type AlertRow, AlertRepository, type DeliveryRow } from '../alert-repository'
import { channelType } from '../channels/registry'
import { ChannelSendError } from '../channels/channel-type'
import type { AlertMessage, AlertPayload } from '../payload'
import { eventKind } from '../../events'
import { AckLinks } from '../../incidents'
import { SecretBox } from '../../../platform/lib/secret-box'
import { untilDatabaseAnswers } from '../../../platform/db/until-database-answers'
import { ALERT_DELIVERY_TYPE } from './alert-builder'
import { nextAttempt } from './backoff'
import { countDelivery } from '../outbox-metrics'
import { groupBy } from '../../../platform/lib/group-by'

/** Deliveries claimed per run, and sent at once. */
const BATCH = 50
const PARALLEL = 10

export class AlertDelivery implements SystemCheckType {
  readonly type = ALERT_DELIVERY_TYPE
  readonly subject = 'system'

  interval (): number {
    return 10_000
  }

  async check (ctx: SystemContext): Promise<SystemResult> {
    const now = ctx.now()
    const owner = `${ALERT_DELIVERY_TYPE}:${process.pid}:${Math.random().toString(36).slice(2, 10)}`
    const repo = new AlertRepository(ctx.db, ctx.dialect)
    // Leased like the run itself (CHECK_LEASE_SECONDS): the run ends at half of it (its deadline
    // aborts the sends), so a live worker never loses a delivery it is sending.
    const claimed = await repo.claim(owner, BATCH, now.toISOString(), new Date(now.getTime() + ctx.config.checkLeaseSeconds * 1000).toISOString())
    if (claimed.length === 0) return { more: false }
    const alerts = new Map((await repo.alertsById(claimed.map((d) => d.alert_id))).map((a) => [Number(a.id), a]))
    const channels = new Map((await new AlertChannelRepository(ctx.db).findMany(claimed.map((d) => d.channel_id))).map((c) => [c.id, c]))
    const box = new SecretBox(ctx.config)
    let delivered = 0
    // One lane per channel, the channels side by side: a dead receiver holds up only its own
    // lane, and after its first failure in a run the rest of its deliveries wait for the retry
    // without being tried (one timeout per run, not one per alert).
    const lanes = groupBy(claimed, (d) => d.channel_id)
    await mapLimit([...lanes.values()], PARALLEL, async (lane: DeliveryRow[]) => {
      let failedRetryAt: string | null | undefined
      for (const delivery of lane) {
        if (failedRetryAt !== undefined) {
          await repo.release(delivery, owner, failedRetryAt ?? ctx.now().toISOString())
          continue
        }
        const outcome = await this.send(ctx, delivery, alerts.get(Number(delivery.alert_id)), channels.get(delivery.channel_id), box)
        const at = ctx.now()
        const retry = outcome.ok ? null : nextAttempt(delivery.attempts + 1, delivery.created_at, at, outcome.retryAfterMs)
        // Sent: its record waits out a database outage (up to the run's deadline), or the lease
        // would run out and send it again. settle() is fenced by the lease's owner.
        await untilDatabaseAnswers(async () => { await repo.settle(delivery, owner, { ...outcome, at: at.toISOString(), retryAt: retry?.toISOString() ?? null }) }, ctx.signal)
        countDelivery(channels.get(delivery.channel_id)?.kind, outcome.ok ? 'delivered' : retry === null ? 'failed' : 'retrying')
        if (outcome.ok) delivered++
        else failedRetryAt = retry?.toISOString() ?? null
      }
    })
    return { more: claimed.length === BATCH, summary: { claimed: claimed.length, delivered } }
  }

  /**
   * The message with its incident's acknowledge link (text and payload), naming whom it goes to:
   * the address of an e-mail channel, else the channel. A recovery carries none.
   */
  private async withAckLink (ctx: SystemContext, message: AlertMessage, delivery: DeliveryRow, channel: ChannelRow): Promise<AlertMessage> {
    const incidentId = message.payload.incidentId
    if (incidentId === undefined || eventKind(message.payload.kind)?.ends !== undefined) return message
    const recipient = channel.kind === 'email' ? channel.target : `${channel.name} (${channel.kind})`
    const url = await new AckLinks(ctx.db, ctx.config).issue({ deliveryId: Number(delivery.id), incidentId, recipient, queuedAt: delivery.created_at })
    return { ...message, text: `${message.text}\nAcknowledge: ${url}`, payload: { ...message.payload, acknowledgeUrl: url } }
  }

  /** One attempt: the channel's answer, or why it failed (never a throw). */
  private async send (ctx: SystemContext, delivery: DeliveryRow, alert: AlertRow | undefined, channel: ChannelRow | undefined, box: SecretBox): Promise<Outcome> {
    const started = performance.now()
    const took = () => performance.now() - started
    try {
      if (alert === undefined || channel === undefined) throw new ChannelSendError('The alert or its channel is gone')
      const message = await this.withAckLink(ctx, { title: alert.title, text: alert.message, payload: JSON.parse(alert.payload) as AlertPayload, deliveryId: String(delivery.id) }, delivery, channel)
      const usable = { id: channel.id, name: channel.name, target: channel.target, secret: channel.secret === null ? null : box.open(channel.secret) }
      const sent = await channelType(channel.kind).send(message, usable, { client: ctx.client, mailer: ctx.mailer, config: ctx.config, signal: ctx.signal })
      return { ok: true, statusCode: sent.statusCode, error: null, durationMs: took() }
    } catch (err) {
      if (err instanceof ChannelSendError) return { ok: false, statusCode: err.statusCode, error: err.message, retryAfterMs: err.retryAfterMs, durationMs: took() }
      ctx.log.error({ err, delivery: delivery.id }, 'alert delivery failed unexpectedly')
      return { ok: false, statusCode: null, error: 'Unexpected error while sending', durationMs: took() }
    }
  }
}

interface Outcome {
  ok: boolean
  statusCode: number | null
  error: string | null
  retryAfterMs?: number
  durationMs: number
}
