// A Discord webhook: its URL is the secret (write-only). Discord takes at most 2,000 characters.
import { type ChannelContext, type ChannelInput, ChannelSendError, type ChannelType, type PreparedChannel, type UsableChannel } from './channel-type'
import { postJson } from './http-post'
import { prepareSecretUrl } from './slack-channel'
import type { AlertMessage } from '../payload'

export const DISCORD_MAX_CHARS = 2000

export class DiscordChannel implements ChannelType {
  readonly kind = 'discord'
  readonly label = 'Discord'

  prepare (input: ChannelInput, existing?: { target: string, hasSecret: boolean }): PreparedChannel {
    return prepareSecretUrl(input, existing, 'Discord')
  }

  async send (message: AlertMessage, channel: UsableChannel, ctx: ChannelContext): Promise<{ statusCode: number }> {
    if (channel.secret === null) throw new ChannelSendError('The webhook URL cannot be read; enter it again')
    const content = `**${message.title}**\n${message.text}`
    const body = { username: 'Sitefleet', content: content.length > DISCORD_MAX_CHARS ? `${content.slice(0, DISCORD_MAX_CHARS - 1)}…` : content }
    return await postJson(channel.secret, body, new URL(channel.secret).host, ctx)
  }
}
