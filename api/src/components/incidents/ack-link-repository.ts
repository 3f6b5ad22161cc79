// All SQL of the acknowledge links (incident_ack_links): only the SHA-256 of a token is stored,
// and using one is a conditional update, so a link acknowledges once however often it is posted.
import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../../platform/db/schema'
import { type IncidentAckLinksTable } from './tables'

export type AckLinkRow = Selectable<IncidentAckLinksTable>

export class AckLinkRepository {
  private readonly db: Kysely<Database>

  constructor (db: Kysely<Database>) {
    this.db = db
  }

  /** One link per delivery: a retry writes the same row again, a no-op. */
  async insert (link: Omit<AckLinkRow, 'used_at'>): Promise<void> {
    await this.db.insertInto('incident_ack_links').values({ ...link, used_at: null })
      .onConflict((oc) => oc.column('token_hash').doNothing()).execute()
  }

  async findByHash (tokenHash: string): Promise<AckLinkRow | undefined> {
    return await this.db.selectFrom('incident_ack_links').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst()
  }

  /** Marks the link used; false when it already was, or has expired. */
  async use (tokenHash: string, at: string): Promise<boolean> {
    const done = await this.db.updateTable('incident_ack_links').set({ used_at: at })
      .where('token_hash', '=', tokenHash).where('used_at', 'is', null).where('expires_at', '>', at).executeTakeFirst()
    return Number(done.numUpdatedRows) > 0
  }
}
