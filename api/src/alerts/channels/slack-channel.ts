// A Slack (or Mattermost) incoming webhook: its URL is the secret, so it is write-only and the
// screens show a masked hint.
import { type ChannelContext, type ChannelInput, ChannelInputError, ChannelSendError, type ChannelType, type PreparedChannel, type UsableChannel } from './channel-type'
import { httpUrlProblem, maskedUrl, postJson } from './http-post'
import type { AlertMessage } from '../payload'

/** Validation shared by the channels whose secret is a webhook URL (Slack, Discord). */
export function prepareSecretUrl (input: ChannelInput, existing: { target: string, hasSecret: boolean } | undefined, what: string): PreparedChannel {
  const url = input.secret?.trim() ?? ''
  if (url === '') {
    if (existing?.hasSecret === true) return { target: existing.target, secret: null }
    throw new ChannelInputError('secret', `Enter the ${what} webhook URL`)
  }
  const problem = httpUrlProblem(url)
  if (problem !== null) throw new ChannelInputError('secret', `The ${what} webhook URL ${problem}`)
  return { target: maskedUrl(url), secret: url }
}

export class SlackChannel implements ChannelType {
  readonly kind = 'slack'
  readonly label = 'Slack'

  prepare (input: ChannelInput, existing?: { target: string, hasSecret: boolean }): PreparedChannel {
    return prepareSecretUrl(input, existing, 'Slack')
  }

  async send (message: AlertMessage, channel: UsableChannel, ctx: ChannelContext): Promise<{ statusCode: number }> {
    if (channel.secret === null) throw new ChannelSendError('The webhook URL cannot be read; enter it again')
    // Slack's mrkdwn: bold title, then the lines as they are.
    return await postJson(channel.secret, { text: `*${message.title}*\n${message.text}` }, new URL(channel.secret).host, ctx)
  }
}
