// The alert channels of a user: list, add, change, remove, and the Test button. Secrets are
// write-only: they are sealed on the way in (platform/lib/secret-box.ts) and only the outbox opens
// them. Ownership as for domains (domain-access): a user reaches their own channels; an admin
// reads or changes another user's only by naming them with ?owner=.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { type ChannelContext, ChannelInputError, ChannelSendError } from './channels/channel-type'
import { channelType } from './channels/registry'
import { testMessage } from './payload'
import { type SealingKeys, SecretBox } from '../../platform/lib/secret-box'
import type { Database } from '../../platform/db/schema'
import { HttpError, validationError } from '../../platform/errors'
import { AlertChannelRepository, type ChannelRow } from './alert-channel-repository'
import type { ChannelShape, CreateChannelBodyShape, UpdateChannelBodyShape } from './schemas'
import { type Caller, DomainAccess } from '../../platform/auth/domain-access'

export const CHANNEL_MESSAGES = {
  notFound: 'Channel not found',
  created: 'Channel added',
  updated: 'Channel saved',
  deleted: 'Channel deleted',
  tested: 'Test message sent'
} as const

export function toChannelShape (row: ChannelRow): ChannelShape {
  return { id: row.id, kind: row.kind, name: row.name, target: row.target, enabled: Number(row.enabled) === 1, hasSecret: row.secret !== null, createdAt: row.created_at }
}

export class AlertChannelService {
  private readonly channels: AlertChannelRepository
  private readonly access: DomainAccess
  private readonly box: SecretBox

  constructor (db: Kysely<Database>, keys: SealingKeys, private readonly send: Omit<ChannelContext, 'signal'>, private readonly now: () => Date) {
    this.channels = new AlertChannelRepository(db)
    this.access = new DomainAccess(db)
    this.box = new SecretBox(keys)
  }

  async list (caller: Caller, owner?: string): Promise<ChannelShape[]> {
    const user = await this.access.target(caller, owner)
    return (await this.channels.list(user.id)).map(toChannelShape)
  }

  async create (caller: Caller, body: CreateChannelBodyShape, owner?: string): Promise<ChannelShape> {
    const user = await this.access.target(caller, owner)
    const prepared = prepare(() => channelType(body.kind).prepare({ target: body.target, secret: body.secret }))
    const at = this.now().toISOString()
    const row: ChannelRow = {
      id: randomUUID(),
      user_id: user.id,
      kind: body.kind,
      name: body.name.trim(),
      target: prepared.target,
      secret: prepared.secret === null ? null : this.box.seal(prepared.secret),
      enabled: body.enabled === false ? 0 : 1,
      created_at: at,
      updated_at: at
    }
    if (row.name === '') throw validationError('Enter a name for the channel', 400, 'name')
    await this.channels.insert(row)
    return toChannelShape(row)
  }

  async update (caller: Caller, id: string, body: UpdateChannelBodyShape, owner?: string): Promise<ChannelShape> {
    const row = await this.owned(caller, id, owner)
    const prepared = prepare(() => channelType(row.kind).prepare({ target: body.target, secret: body.secret }, { target: row.target, hasSecret: row.secret !== null }))
    const name = body.name?.trim() ?? row.name
    if (name === '') throw validationError('Enter a name for the channel', 400, 'name')
    const secret = prepared.secret === null ? undefined : this.box.seal(prepared.secret)
    const enabled = body.enabled ?? Number(row.enabled) === 1
    const at = this.now().toISOString()
    await this.channels.update(row.id, { name, target: prepared.target, enabled, secret, updatedAt: at })
    return toChannelShape({ ...row, name, target: prepared.target, enabled: enabled ? 1 : 0, secret: secret ?? row.secret, updated_at: at })
  }

  async delete (caller: Caller, id: string, owner?: string): Promise<void> {
    await this.channels.delete((await this.owned(caller, id, owner)).id)
  }

  /** Sends a test message now; the receiver's answer decides (a failure is a 502 with its reason). */
  async test (caller: Caller, id: string, owner?: string): Promise<{ statusCode: number | null }> {
    const row = await this.owned(caller, id, owner)
    const usable = { id: row.id, name: row.name, target: row.target, secret: row.secret === null ? null : this.box.open(row.secret) }
    try {
      return await channelType(row.kind).send(testMessage(row.name, this.now()), usable, this.send)
    } catch (err) {
      if (err instanceof ChannelSendError) throw new HttpError(502, `The test message was not delivered: ${err.message}`)
      throw err
    }
  }

  private async owned (caller: Caller, id: string, owner?: string): Promise<ChannelRow> {
    const user = await this.access.target(caller, owner)
    const row = await this.channels.find(id)
    if (row === undefined || row.user_id !== user.id) throw new HttpError(404, CHANNEL_MESSAGES.notFound)
    return row
  }
}

function prepare<T> (fn: () => T): T {
  try {
    return fn()
  } catch (err) {
    if (err instanceof ChannelInputError) throw validationError(err.message, 400, err.field)
    throw err
  }
}
