// A Slack (or Mattermost) incoming webhook.
import type { AlertMessage } from '../payload'
import { WebhookUrlChannel } from './webhook-url-channel'

export class SlackChannel extends WebhookUrlChannel {
  readonly kind = 'slack'
  readonly label = 'Slack'

  // Slack's mrkdwn: bold title, then the lines as they are.
  protected body (message: AlertMessage): unknown {
    return { text: `*${message.title}*\n${message.text}` }
  }
}
