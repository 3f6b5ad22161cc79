// Telegram: the Bot API's sendMessage (TELEGRAM_API_URL, so tests point it at a local fake) to a
// chat id. The bot token is the secret (write-only); the chat id is shown.
import { type ChannelContext, type ChannelInput, ChannelInputError, ChannelSendError, type ChannelType, type PreparedChannel, type UsableChannel } from './channel-type'
import { postJson } from './http-post'
import type { AlertMessage } from '../payload'

export const TELEGRAM_MAX_CHARS = 4096
const TOKEN_RE = /^\d{3,15}:[A-Za-z0-9_-]{20,}$/
const CHAT_RE = /^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{3,})$/

export class TelegramChannel implements ChannelType {
  readonly kind = 'telegram'
  readonly label = 'Telegram'

  prepare (input: ChannelInput, existing?: { target: string, hasSecret: boolean }): PreparedChannel {
    const target = (input.target ?? existing?.target ?? '').trim()
    if (!CHAT_RE.test(target)) throw new ChannelInputError('target', 'Enter the chat id (a number such as -1001234567890, or @channelname)')
    const token = input.secret?.trim() ?? ''
    if (token === '' && existing?.hasSecret !== true) throw new ChannelInputError('secret', 'Enter the bot token (from @BotFather)')
    if (token !== '' && !TOKEN_RE.test(token)) throw new ChannelInputError('secret', 'The bot token looks like 123456789:AAE… (from @BotFather)')
    return { target, secret: token === '' ? null : token }
  }

  async send (message: AlertMessage, channel: UsableChannel, ctx: ChannelContext): Promise<{ statusCode: number }> {
    if (channel.secret === null) throw new ChannelSendError('The bot token cannot be read; enter it again')
    const text = `${message.title}\n${message.text}`
    return await postJson(`${ctx.config.alerts.telegramApiUrl}/bot${channel.secret}/sendMessage`, {
      chat_id: channel.target,
      text: text.length > TELEGRAM_MAX_CHARS ? `${text.slice(0, TELEGRAM_MAX_CHARS - 1)}…` : text,
      disable_web_page_preview: true
    }, 'Telegram', ctx)
  }
}
