// E-mail through the product's mailer (SMTP_URL, or the outbox folder without it).
import { type ChannelContext, type ChannelInput, ChannelInputError, ChannelSendError, type ChannelType, type PreparedChannel, type UsableChannel } from './channel-type'
import type { AlertMessage } from '../payload'

const EMAIL_RE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/

export class EmailChannel implements ChannelType {
  readonly kind = 'email'
  readonly label = 'E-mail'

  prepare (input: ChannelInput, existing?: { target: string }): PreparedChannel {
    const target = (input.target ?? existing?.target ?? '').trim().toLowerCase()
    if (!EMAIL_RE.test(target)) throw new ChannelInputError('target', 'Enter a valid e-mail address')
    return { target, secret: null }
  }

  async send (message: AlertMessage, channel: UsableChannel, ctx: ChannelContext): Promise<{ statusCode: null }> {
    try {
      await ctx.mailer.send({ to: channel.target, subject: `Sitefleet: ${message.title}`, text: `${message.text}\n\n— Sitefleet alerts (${channel.name})\n` })
    } catch (err) {
      throw new ChannelSendError(`The mail server did not take the message: ${(err as Error).message}`)
    }
    return { statusCode: null }
  }
}
