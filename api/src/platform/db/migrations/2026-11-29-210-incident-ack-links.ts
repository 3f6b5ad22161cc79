// FROZEN once shipped: never edit a migration that has shipped; add a new one instead.
// Schema builder only (no dialect-specific SQL) so it runs on SQLite and PostgreSQL alike, and
// no app imports so later code changes cannot alter it.
//
// incident_ack_links: the acknowledge link of each alert delivery (one per delivery, the same on
// every retry), stored as the SHA-256 of its token only: single use (used_at), expiring, and
// naming whom it was sent to.
import { type Kysely } from 'kysely'

export async function up (db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('incident_ack_links')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('incident_id', 'integer', (col) => col.notNull().references('incidents.id').onDelete('cascade'))
    .addColumn('delivery_id', 'integer', (col) => col.notNull().unique())
    // Whom the message carrying the link went to: an e-mail address, or a channel's name and kind.
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('incident_ack_links_incident_idx').on('incident_ack_links').columns(['incident_id']).execute()
}

export async function down (db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('incident_ack_links').execute()
}
