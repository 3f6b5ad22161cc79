// The writes of bulk actions (services/bulk-actions): one batch of the caller's domains in the
// transaction `trx`, with the data-version bumps that refresh the cached lists. The ids come from
// the owner-scoped selection; the writes to domains name the owner again besides.
import type { Kysely } from 'kysely'
import type { Database, SuperCategoryValue } from '../db/schema'
import type { BulkActionName } from '../schemas/bulk'
import { ChangeRepository } from './change-repository'
import { changedBy, DataVersionRepository } from './data-version-repository'
import { FootprintRepository } from './footprint-repository'

export interface BatchContext { action: BulkActionName, value: string, serverId: string | null, scope: SuperCategoryValue, userId: string, now: string }

export async function applyBatch (trx: Kysely<Database>, ctx: BatchContext, batch: Array<{ id: string, domain: string }>): Promise<{ changed: number, skipped: number }> {
  const ids = batch.map((r) => r.id)
  const versions = new DataVersionRepository(trx)
  const count = (result: { numUpdatedRows?: bigint, numDeletedRows?: bigint }): number => Number(result.numUpdatedRows ?? result.numDeletedRows ?? 0n)
  switch (ctx.action) {
    case 'delete': {
      const n = count(await trx.deleteFrom('domains').where('id', 'in', ids).where('user_id', '=', ctx.userId).executeTakeFirst())
      await versions.bump(ctx.userId, changedBy.identity(ctx.scope))
      return { changed: n, skipped: 0 }
    }
    case 'brandCategory': {
      const n = count(await trx.updateTable('domains').set({ category: ctx.value, updated_at: ctx.now }).where('id', 'in', ids).where('user_id', '=', ctx.userId).executeTakeFirst())
      await versions.bump(ctx.userId, changedBy.record(ctx.scope))
      return { changed: n, skipped: 0 }
    }
    case 'superCategory': {
      const to = ctx.value as SuperCategoryValue
      // A name the user already has in the target scope stays where it is (unique per scope).
      const taken = new Set((await trx.selectFrom('domains').select('domain').where('user_id', '=', ctx.userId)
        .where('super_category', '=', to).where('domain', 'in', batch.map((r) => r.domain)).execute()).map((r) => r.domain))
      const movable = batch.filter((r) => !taken.has(r.domain)).map((r) => r.id)
      const n = movable.length === 0
        ? 0
        : count(await trx.updateTable('domains').set({ super_category: to, updated_at: ctx.now }).where('id', 'in', movable).where('user_id', '=', ctx.userId).executeTakeFirst())
      // Changes and footprints carry their domain's scope (their screens read it without a join).
      if (n > 0) {
        await new ChangeRepository(trx).moveScope(movable, to)
        await new FootprintRepository(trx).moveScope(movable, to)
      }
      await versions.bump(ctx.userId, [...changedBy.identity(ctx.scope), ...changedBy.identity(to), ...changedBy.check(ctx.scope), ...changedBy.check(to)])
      return { changed: n, skipped: batch.length - movable.length }
    }
    case 'hostingServer': {
      for (const id of ids) {
        await trx.insertInto('domain_hosting').values({ domain_id: id, server_id: ctx.serverId })
          .onConflict((oc) => oc.column('domain_id').doUpdateSet({ server_id: ctx.serverId })).execute()
      }
      await versions.bump(ctx.userId, changedBy.hosting())
      return { changed: ids.length, skipped: 0 }
    }
    case 'note': {
      // Added to the note: an existing note keeps its text, the new one follows on its own line.
      let n = 0
      for (const id of ids) {
        const row = await trx.selectFrom('domains').select('note').where('id', '=', id).executeTakeFirstOrThrow()
        const note = row.note.trim() === '' ? ctx.value : `${row.note}\n${ctx.value}`
        if (note.length > 5000) continue
        await trx.updateTable('domains').set({ note, updated_at: ctx.now }).where('id', '=', id).execute()
        n++
      }
      await versions.bump(ctx.userId, changedBy.record(ctx.scope))
      return { changed: n, skipped: ids.length - n }
    }
    case 'rescan': {
      // Every check of these domains due now; the worker runs them under its usual limits.
      await trx.updateTable('checks').set({ due_at: ctx.now, requested_at: ctx.now }).where('domain_id', 'in', ids).execute()
      await versions.bump(ctx.userId, changedBy.check(ctx.scope))
      return { changed: ids.length, skipped: 0 }
    }
  }
}
