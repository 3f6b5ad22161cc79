// All SQL of alert channels (table alert_channels, migration 008). The secret column holds the
// sealed secret; callers never send it to a client.
import type { Kysely, Selectable } from 'kysely'
import type { AlertChannelsTable, ChannelKind } from './tables'
import type { Database } from '../../platform/db/schema'
import type { SealedRow } from '../../platform/lib/reseal'
import { ACCOUNT_EMAIL_PREFIX } from '../incidents'

export type ChannelRow = Selectable<AlertChannelsTable>

export class AlertChannelRepository {
  constructor (private readonly db: Kysely<Database>) {}

  /** One user's channels, or (userId undefined) everyone's, oldest first; not the implicit account e-mail of on-call people. */
  async list (userId: string | undefined): Promise<ChannelRow[]> {
    let query = this.db.selectFrom('alert_channels').selectAll().where('id', 'not like', `${ACCOUNT_EMAIL_PREFIX}%`).orderBy('created_at').orderBy('name').orderBy('id')
    if (userId !== undefined) query = query.where('user_id', '=', userId)
    return await query.execute()
  }

  async find (id: string): Promise<ChannelRow | undefined> {
    return await this.db.selectFrom('alert_channels').selectAll().where('id', '=', id).executeTakeFirst()
  }

  async findMany (ids: readonly string[]): Promise<ChannelRow[]> {
    if (ids.length === 0) return []
    return await this.db.selectFrom('alert_channels').selectAll().where('id', 'in', [...ids]).execute()
  }

  /** The enabled channels of these users (the alert builder routes to them). */
  async enabledOf (userIds: readonly string[]): Promise<Array<{ id: string, user_id: string, kind: ChannelKind }>> {
    if (userIds.length === 0) return []
    return await this.db.selectFrom('alert_channels').select(['id', 'user_id', 'kind'])
      .where('user_id', 'in', [...new Set(userIds)]).where('enabled', '=', 1).orderBy('created_at').orderBy('name').orderBy('id').execute()
  }

  async insert (row: ChannelRow): Promise<void> {
    await this.db.insertInto('alert_channels').values(row).execute()
  }

  /** Changes a channel; `secret` undefined keeps the stored one. */
  async update (id: string, fields: { name: string, target: string, enabled: boolean, secret?: string, updatedAt: string }): Promise<void> {
    await this.db.updateTable('alert_channels').set({
      name: fields.name,
      target: fields.target,
      enabled: fields.enabled ? 1 : 0,
      updated_at: fields.updatedAt,
      ...(fields.secret === undefined ? {} : { secret: fields.secret })
    }).where('id', '=', id).execute()
  }

  /** Channels with a secret, by id after `afterId` (re-sealing under a new key). */
  async sealedPage (afterId: string | null, limit: number): Promise<SealedRow[]> {
    let query = this.db.selectFrom('alert_channels').select(['id', 'secret as sealed']).where('secret', 'is not', null).orderBy('id').limit(limit)
    if (afterId !== null) query = query.where('id', '>', afterId)
    return (await query.execute()) as SealedRow[]
  }

  /** Replaces the sealed secret unless it changed since it was read. */
  async replaceSealed (row: SealedRow, sealed: string): Promise<boolean> {
    const result = await this.db.updateTable('alert_channels').set({ secret: sealed }).where('id', '=', row.id).where('secret', '=', row.sealed).executeTakeFirst()
    return Number(result.numUpdatedRows) > 0
  }

  /** Its deliveries go with it (foreign keys cascade). */
  async delete (id: string): Promise<void> {
    await this.db.deleteFrom('alert_channels').where('id', '=', id).execute()
  }
}
