// FROZEN: never edit a migration that has shipped; add a new one instead.
// Schema builder only (no dialect-specific SQL) so it runs on SQLite and
// PostgreSQL alike, and no app imports so later code changes cannot alter it.
//
// Real dates (issue 15), one row per domain each, written by checks:
// - domain_certificates: the leaf certificate the status check's TLS handshake saw;
// - domain_registry: what the registry's RDAP server says (expiry, registrar, statuses);
// - domain_dns: A/AAAA, NS and MX records from the daily DNS check (a later footprint report
//   groups sites by them, so they are kept, not just shown).
// Lists are JSON text arrays: they are read per domain, never searched inside.
import type { Kysely } from 'kysely'

export async function up (db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('domain_certificates')
    .addColumn('domain_id', 'text', (col) => col.primaryKey().references('domains.id').onDelete('cascade'))
    // ISO time of notAfter: the Certificates list filters on it.
    .addColumn('valid_to', 'text', (col) => col.notNull())
    .addColumn('issuer', 'text', (col) => col.notNull())
    .addColumn('names', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('name_mismatch', 'integer', (col) => col.notNull().defaultTo(0))
    // Node's verification code when the certificate was refused (CERT_HAS_EXPIRED…), else null.
    .addColumn('error', 'text')
    .addColumn('checked_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('domain_certificates_valid_to').on('domain_certificates').column('valid_to').execute()

  await db.schema
    .createTable('domain_registry')
    .addColumn('domain_id', 'text', (col) => col.primaryKey().references('domains.id').onDelete('cascade'))
    // YYYY-MM-DD from the RDAP events; null when the registry gave none.
    .addColumn('expiry_date', 'text')
    .addColumn('registration_date', 'text')
    .addColumn('last_changed', 'text')
    .addColumn('registrar', 'text')
    .addColumn('statuses', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('nameservers', 'text', (col) => col.notNull().defaultTo('[]'))
    // The RDAP base URL asked, or null when the TLD has no RDAP service.
    .addColumn('server', 'text')
    // Why the last lookup gave no data (no RDAP service, 404, …), else null.
    .addColumn('error', 'text')
    .addColumn('checked_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('domain_registry_expiry').on('domain_registry').column('expiry_date').execute()

  await db.schema
    .createTable('domain_dns')
    .addColumn('domain_id', 'text', (col) => col.primaryKey().references('domains.id').onDelete('cascade'))
    .addColumn('a', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('aaaa', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('ns', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('mx', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('error', 'text')
    .addColumn('checked_at', 'text', (col) => col.notNull())
    .execute()
}

export async function down (db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('domain_dns').execute()
  await db.schema.dropTable('domain_registry').execute()
  await db.schema.dropTable('domain_certificates').execute()
}
