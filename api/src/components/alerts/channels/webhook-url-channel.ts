// The channels whose secret is a chat service's incoming-webhook URL (Slack, Discord): the URL is
// write-only, the screens show a masked hint, and a message is one JSON POST to it. Each kind
// only says how its service wants the message.
import type { ChannelKind } from '../tables'
import { type ChannelContext, type ChannelInput, ChannelInputError, ChannelSendError, type ChannelType, type PreparedChannel, type UsableChannel } from './channel-type'
import { httpUrlProblem, maskedUrl, postJson } from './http-post'
import type { AlertMessage } from '../payload'

export abstract class WebhookUrlChannel implements ChannelType {
  abstract readonly kind: ChannelKind
  abstract readonly label: string

  /** The JSON body the service expects for this message. */
  protected abstract body (message: AlertMessage): unknown

  prepare (input: ChannelInput, existing?: { target: string, hasSecret: boolean }): PreparedChannel {
    const url = input.secret?.trim() ?? ''
    if (url === '') {
      if (existing?.hasSecret === true) return { target: existing.target, secret: null }
      throw new ChannelInputError('secret', `Enter the ${this.label} webhook URL`)
    }
    const problem = httpUrlProblem(url)
    if (problem !== null) throw new ChannelInputError('secret', `The ${this.label} webhook URL ${problem}`)
    return { target: maskedUrl(url), secret: url }
  }

  async send (message: AlertMessage, channel: UsableChannel, ctx: ChannelContext): Promise<{ statusCode: number }> {
    if (channel.secret === null) throw new ChannelSendError('The webhook URL cannot be read; enter it again')
    return await postJson(channel.secret, this.body(message), new URL(channel.secret).host, ctx)
  }
}
