// The writes of bulk actions (bulk-service.ts): one batch of domains in the transaction
// `trx`, with the data-version bumps that refresh the cached lists. The rows come from the
// owner-scoped selection and may belong to several users (an admin acting on every owner's
// domains): each owner's rows are written apart, every write naming that owner again, and each
// owner's lists are bumped, so no write can reach past the rows selected.
import type { Kysely } from 'kysely'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'
import type { BulkActionName } from './schemas'
import { ChangeRepository, recordSiteChanges } from '../changes'
import { filterOnly } from '../../platform/db/filter-only'
import { changedBy, DataVersionRepository } from '../../platform/read-cache/data-version-repository'
import type { SelectedDomain } from '../domains'
import { FootprintRepository } from '../footprints'
import type { DueRow, FirstRound } from '../../platform/jobs/types'

export interface BatchContext {
  action: BulkActionName
  value: string
  scope: SuperCategoryValue
  now: string
  /**
   * A rescan of a large selection (a bulk job) spreads its checks: status due now,
   * the rest over each type's interval. Without it (a small selection), every check is due now.
   */
  firstRound?: FirstRound
}
export interface BatchOutcome { changed: number, skipped: number }

const count = (result: { numUpdatedRows?: bigint, numDeletedRows?: bigint }): number => Number(result.numUpdatedRows ?? result.numDeletedRows ?? 0n)

export async function applyBatch (trx: Kysely<Database>, ctx: BatchContext, batch: readonly SelectedDomain[]): Promise<BatchOutcome> {
  const owners = new Map<string, SelectedDomain[]>()
  for (const row of batch) {
    const rows = owners.get(row.user_id)
    if (rows === undefined) owners.set(row.user_id, [row])
    else rows.push(row)
  }
  const servers = ctx.action === 'hostingServer' ? await serversNamed(trx, ctx.value, [...owners.keys()]) : new Map<string, string>()
  const total = { changed: 0, skipped: 0 }
  for (const [userId, rows] of owners) {
    const outcome = await applyForOwner(trx, ctx, userId, rows, servers.get(userId))
    total.changed += outcome.changed
    total.skipped += outcome.skipped
  }
  return total
}

/** Each owner's server of this name (a domain goes onto its own owner's server only). */
export async function serversNamed (db: Kysely<Database>, name: string, userIds: readonly string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>()
  for (let i = 0; i < userIds.length; i += 500) {
    const rows = await db.selectFrom('hosting_servers').select(['id', 'user_id']).where('name', '=', name).where('user_id', 'in', userIds.slice(i, i + 500)).execute()
    for (const row of rows) found.set(row.user_id, row.id)
  }
  return found
}

async function applyForOwner (trx: Kysely<Database>, ctx: BatchContext, userId: string, batch: SelectedDomain[], serverId: string | undefined): Promise<BatchOutcome> {
  const ids = batch.map((r) => r.id)
  const versions = new DataVersionRepository(trx)
  switch (ctx.action) {
    case 'delete': {
      const n = count(await trx.deleteFrom('domains').where('id', 'in', ids).where(filterOnly(trx, 'user_id'), '=', userId).executeTakeFirst())
      await versions.bump(userId, changedBy.identity(ctx.scope))
      return { changed: n, skipped: 0 }
    }
    case 'brandCategory': {
      const n = count(await trx.updateTable('domains').set({ category: ctx.value, updated_at: ctx.now }).where('id', 'in', ids).where(filterOnly(trx, 'user_id'), '=', userId).executeTakeFirst())
      await versions.bump(userId, changedBy.record(ctx.scope))
      return { changed: n, skipped: 0 }
    }
    case 'superCategory': {
      const to = ctx.value as SuperCategoryValue
      // A name the owner already has in the target scope stays where it is (unique per scope).
      const taken = new Set((await trx.selectFrom('domains').select('domain').where('user_id', '=', userId)
        .where('super_category', '=', to).where('domain', 'in', batch.map((r) => r.domain)).execute()).map((r) => r.domain))
      const movable = batch.filter((r) => !taken.has(r.domain)).map((r) => r.id)
      const n = movable.length === 0
        ? 0
        : count(await trx.updateTable('domains').set({ super_category: to, updated_at: ctx.now }).where('id', 'in', movable).where(filterOnly(trx, 'user_id'), '=', userId).executeTakeFirst())
      // Changes and footprints carry their domain's scope (their screens read it without a join).
      if (n > 0) {
        await new ChangeRepository(trx).moveScope(movable, to)
        await new FootprintRepository(trx).moveScope(movable, to)
      }
      await versions.bump(userId, [...changedBy.identity(ctx.scope), ...changedBy.identity(to), ...changedBy.check(ctx.scope), ...changedBy.check(to)])
      return { changed: n, skipped: batch.length - movable.length }
    }
    case 'hostingServer': {
      // An owner without a server of that name keeps their domains' hosting as it is.
      if (serverId === undefined) return { changed: 0, skipped: ids.length }
      // Where they were before: a move to another server is a change on each site's timeline.
      const before = await trx.selectFrom('domain_hosting as h').innerJoin('hosting_servers as s', 's.id', 'h.server_id')
        .select(['h.domain_id', 's.name']).where('h.domain_id', 'in', ids).execute()
      await recordSiteChanges(trx, before.map((b) => ({ domainId: b.domain_id, userId, superCategory: ctx.scope, kind: 'hosting' as const, before: b.name, after: ctx.value })), ctx.now)
      await trx.insertInto('domain_hosting').values(ids.map((id) => ({ domain_id: id, server_id: serverId })))
        .onConflict((oc) => oc.column('domain_id').doUpdateSet({ server_id: serverId })).execute()
      await versions.bump(userId, changedBy.hosting())
      return { changed: ids.length, skipped: 0 }
    }
    case 'note': {
      // Added to the note: an existing note keeps its text, the new one follows on its own line.
      let n = 0
      for (const id of ids) {
        const row = await trx.selectFrom('domains').select('note').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
        if (row === undefined) continue
        const note = row.note.trim() === '' ? ctx.value : `${row.note}\n${ctx.value}`
        if (note.length > 5000) continue
        await trx.updateTable('domains').set({ note, updated_at: ctx.now }).where('id', '=', id).execute()
        n++
      }
      await versions.bump(userId, changedBy.record(ctx.scope))
      return { changed: n, skipped: ids.length - n }
    }
    case 'rescan': {
      if (ctx.firstRound !== undefined) await spreadChecks(trx, ctx.firstRound(ids, new Date(ctx.now)), ctx.now)
      // Every check of these domains due now; the worker runs them under its usual limits.
      else await trx.updateTable('checks').set({ due_at: ctx.now, requested_at: ctx.now }).where('domain_id', 'in', ids).execute()
      await versions.bump(userId, changedBy.check(ctx.scope))
      return { changed: ids.length, skipped: 0 }
    }
  }
}

/**
 * Each check due at its row's time, or earlier when it already was; those due at once are marked
 * requested (the error screens show "refreshing" until they report). One statement per batch.
 */
async function spreadChecks (trx: Kysely<Database>, rows: DueRow[], now: string): Promise<void> {
  if (rows.length === 0) return
  await trx.insertInto('checks')
    .values(rows.map((r) => ({ ...r, requested_at: r.due_at <= now ? now : null })))
    .onConflict((oc) => oc.columns(['domain_id', 'type']).doUpdateSet((eb) => ({
      due_at: eb.case().when('checks.due_at', '<', eb.ref('excluded.due_at')).then(eb.ref('checks.due_at')).else(eb.ref('excluded.due_at')).end(),
      requested_at: eb.fn.coalesce('excluded.requested_at', 'checks.requested_at')
    })))
    .execute()
}
