// A plain webhook: POST the alert's JSON payload, signed so the receiver can trust it:
// X-Sitefleet-Signature: sha256=<hex HMAC-SHA256 of the raw body with the channel's secret>.
// X-Sitefleet-Delivery is the same on every retry of one delivery, so a receiver can drop repeats.
import { createHmac } from 'node:crypto'
import { type ChannelContext, type ChannelInput, ChannelInputError, ChannelSendError, type ChannelType, type PreparedChannel, type UsableChannel } from './channel-type'
import { httpUrlProblem, postJson } from './http-post'
import type { AlertMessage } from '../payload'

export function signature (body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`
}

export class WebhookChannel implements ChannelType {
  readonly kind = 'webhook'
  readonly label = 'Webhook'

  prepare (input: ChannelInput, existing?: { target: string, hasSecret: boolean }): PreparedChannel {
    const target = (input.target ?? existing?.target ?? '').trim()
    const problem = httpUrlProblem(target)
    if (problem !== null) throw new ChannelInputError('target', `The webhook URL ${problem}`)
    const secret = input.secret?.trim() ?? ''
    if (secret === '' && existing?.hasSecret !== true) throw new ChannelInputError('secret', 'Enter a signing secret (at least 16 characters)')
    if (secret !== '' && secret.length < 16) throw new ChannelInputError('secret', 'The signing secret must be at least 16 characters long')
    return { target, secret: secret === '' ? null : secret }
  }

  async send (message: AlertMessage, channel: UsableChannel, ctx: ChannelContext): Promise<{ statusCode: number }> {
    if (channel.secret === null) throw new ChannelSendError('The signing secret cannot be read; enter it again')
    const body = JSON.stringify(message.payload)
    return await postJson(channel.target, body, new URL(channel.target).host, ctx, {
      'x-sitefleet-signature': signature(body, channel.secret),
      'x-sitefleet-delivery': message.deliveryId,
      'x-sitefleet-event': message.payload.kind
    })
  }
}
