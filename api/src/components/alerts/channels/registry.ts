// THE list of alert channel kinds (one class each, like check types). To add one: a class
// implementing ChannelType and an instance below; the API, the screens and the outbox follow.
import type { ChannelKind } from '../tables'
import type { ChannelType } from './channel-type'
import { DiscordChannel } from './discord-channel'
import { EmailChannel } from './email-channel'
import { SlackChannel } from './slack-channel'
import { TelegramChannel } from './telegram-channel'
import { WebhookChannel } from './webhook-channel'

export const CHANNEL_TYPES: ReadonlyMap<ChannelKind, ChannelType> = new Map(
  [new EmailChannel(), new WebhookChannel(), new SlackChannel(), new DiscordChannel(), new TelegramChannel()].map((c) => [c.kind, c])
)

export const CHANNEL_KINDS = [...CHANNEL_TYPES.keys()] as readonly ChannelKind[]

export function channelType (kind: ChannelKind): ChannelType {
  const type = CHANNEL_TYPES.get(kind)
  if (type === undefined) throw new Error(`Unknown channel kind "${kind}"`)
  return type
}
