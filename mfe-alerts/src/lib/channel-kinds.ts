import type { AlertChannelKind } from '@sitefleet/shared'

/** How each channel kind is named on the screens. */
export const CHANNEL_LABELS: Record<AlertChannelKind, string> = {
  email: 'E-mail',
  webhook: 'Webhook',
  slack: 'Slack',
  discord: 'Discord',
  telegram: 'Telegram',
}

export interface ChannelField {
  label: string;
  placeholder: string;
  type: 'text' | 'email' | 'url' | 'password';
}

/**
 * The fields each kind asks for: `target` is shown again later, `secret` is write-only (the
 * server validates both and never sends a secret back).
 */
export const CHANNEL_FIELDS: Record<AlertChannelKind, { target?: ChannelField; secret?: ChannelField }> = {
  email: { target: { label: 'E-mail address', placeholder: 'ops@example.com', type: 'email' } },
  webhook: {
    target: { label: 'Webhook URL', placeholder: 'https://example.com/hooks/sitefleet', type: 'url' },
    secret: { label: 'Signing secret (HMAC-SHA256, at least 16 characters)', placeholder: 'a long random string', type: 'password' },
  },
  slack: { secret: { label: 'Slack incoming webhook URL', placeholder: 'https://hooks.slack.com/services/…', type: 'password' } },
  discord: { secret: { label: 'Discord webhook URL', placeholder: 'https://discord.com/api/webhooks/…', type: 'password' } },
  telegram: {
    target: { label: 'Chat id', placeholder: '-1001234567890 or @channel', type: 'text' },
    secret: { label: 'Bot token', placeholder: '123456789:AAE…', type: 'password' },
  },
}

export const CHANNEL_KINDS = Object.keys(CHANNEL_LABELS) as AlertChannelKind[]
