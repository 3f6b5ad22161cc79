// Claims go type by type in due order, then by domain (check-repository.ts: ORDER BY due_at,
// domain_id, type). Right after a big import every new status check is due at the same instant
// (DUE_NOW), and the (type, due_at) index of migration 095 leaves the domain order to a sort of
// all of them: at 42,000 due status checks each claim sorted them all (60 ms at load 16, ~0.5 s
// under more load, on SQLite the event loop's time), so a 50,000-domain first round ran at a
// fraction of its 5,000-domain speed. With the domain in the index a claim reads its rows in
// order and stops at its limit (0.1 ms). The new index has the old one as its prefix, so it
// replaces it.
import type { Kysely } from 'kysely'

export async function up (db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('checks_type_claim_idx').on('checks').columns(['type', 'due_at', 'domain_id']).execute()
  await db.schema.dropIndex('checks_type_due_idx').execute()
}

export async function down (db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('checks_type_due_idx').on('checks').columns(['type', 'due_at']).execute()
  await db.schema.dropIndex('checks_type_claim_idx').execute()
}
