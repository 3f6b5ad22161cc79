// The one interface every alert channel implements (like check types: one class per kind,
// listed in channels/registry.ts). A channel validates what its owner entered, and sends one
// message; every outbound request goes through THE outbound client, so the SSRF guard, timeouts
// and CONNECT_TO pins hold for webhooks too.
import type { AppConfig } from '../../../platform/config/config'
import type { OutboundClient } from '../../../platform/outbound'
import type { ChannelKind } from '../tables'
import type { Mailer } from '../../../platform/mail/mailer'
import type { AlertMessage } from '../payload'

/** What the owner entered (create or update). Secrets are write-only: absent means "keep". */
export interface ChannelInput {
  target?: string
  secret?: string
}

/** What is stored: the shown target and the secret (sealed by the caller). */
export interface PreparedChannel {
  target: string
  secret: string | null
}

/** A channel ready to send: its secret opened. */
export interface UsableChannel {
  id: string
  name: string
  target: string
  secret: string | null
}

export interface ChannelContext {
  client: OutboundClient
  mailer: Mailer
  config: AppConfig
  signal?: AbortSignal
}

/** A bad value entered for a channel: names the field, as validation errors do. */
export class ChannelInputError extends Error {
  constructor (readonly field: 'target' | 'secret', message: string) {
    super(message)
    this.name = 'ChannelInputError'
  }
}

/** A send that did not succeed; retried later by the outbox. */
export class ChannelSendError extends Error {
  constructor (message: string, readonly statusCode: number | null = null, readonly retryAfterMs?: number) {
    super(message)
    this.name = 'ChannelSendError'
  }
}

export interface ChannelType {
  readonly kind: ChannelKind
  readonly label: string
  /** Validates the input; `existing` is the stored channel on update (its secret kept when none is given). */
  prepare: (input: ChannelInput, existing?: { target: string, hasSecret: boolean }) => PreparedChannel
  /** Sends one message; resolves with the receiver's HTTP status (null for e-mail), or throws ChannelSendError. */
  send: (message: AlertMessage, channel: UsableChannel, ctx: ChannelContext) => Promise<{ statusCode: number | null }>
}
