// A Discord webhook. Discord takes at most 2,000 characters.
import type { AlertMessage } from '../payload'
import { WebhookUrlChannel } from './webhook-url-channel'

export const DISCORD_MAX_CHARS = 2000

export class DiscordChannel extends WebhookUrlChannel {
  readonly kind = 'discord'
  readonly label = 'Discord'

  protected body (message: AlertMessage): unknown {
    const content = `**${message.title}**\n${message.text}`
    return { username: 'Sitefleet', content: content.length > DISCORD_MAX_CHARS ? `${content.slice(0, DISCORD_MAX_CHARS - 1)}…` : content }
  }
}
