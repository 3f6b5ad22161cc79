// Fixtures of the bulk action suites: many domains written straight into the table (a 1,500-
// domain portfolio through the save call would mostly test the save call), and a real database
// trigger that refuses one domain's note change, to show what a failure midway leaves behind.
import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import type { SuperCategoryValue } from '../../src/platform/db/schema'
import type { TestApp } from './test-app'

export const bulkNames = (prefix: string, count: number): string[] => Array.from({ length: count }, (_, i) => `${prefix}-${String(i).padStart(5, '0')}.com`)

/** Saves `names` for the user directly; returns their ids in the order of `names`. */
export async function insertDomains (t: TestApp, userId: string, names: string[], opts: { category?: string, scope?: SuperCategoryValue } = {}): Promise<string[]> {
  const now = new Date().toISOString()
  const rows = names.map((domain) => ({
    id: randomUUID(), user_id: userId, super_category: opts.scope ?? 'natural', domain, category: opts.category ?? 'Old', issue_date: null, status_code: null, last_checked: null, created_at: now, updated_at: now
  }))
  for (let i = 0; i < rows.length; i += 500) await t.app.db.insertInto('domains').values(rows.slice(i, i + 500)).execute()
  return rows.map((r) => r.id)
}

/** From now on the database refuses any change of `domain`'s note; the returned function lifts it. */
export async function refuseNoteChange (t: TestApp, domain: string): Promise<() => Promise<void>> {
  const db = t.app.db
  const name = /^[a-z0-9.-]+$/.test(domain) ? domain : 'invalid'
  if (t.kind === 'sqlite') {
    await sql.raw(`create trigger refuse_note before update of note on domains when new.domain = '${name}' and new.note <> old.note begin select raise(abort, 'note refused'); end`).execute(db)
    return async () => { await sql.raw('drop trigger refuse_note').execute(db) }
  }
  await sql.raw(`create function refuse_note() returns trigger language plpgsql as $$ begin
    if new.domain = '${name}' and new.note is distinct from old.note then raise exception 'note refused'; end if; return new; end $$`).execute(db)
  await sql.raw('create trigger refuse_note before update on domains for each row execute function refuse_note()').execute(db)
  return async () => {
    await sql.raw('drop trigger refuse_note on domains').execute(db)
    await sql.raw('drop function refuse_note()').execute(db)
  }
}

export async function countWhere (t: TestApp, userId: string, column: 'category' | 'super_category' | 'note', value: string): Promise<number> {
  const row = await t.app.db.selectFrom('domains').select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId).where(column, '=', value).executeTakeFirstOrThrow()
  return Number(row.n)
}
