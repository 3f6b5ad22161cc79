// One batch of an import's planned rows, written in the caller's transaction. Each row is
// re-compared with the data as it is now (it may have changed since the preview), so writing
// the same rows twice changes nothing. New domains are saved without a scan: their status check
// is due at once, so the checks worker fetches them under its usual concurrency and per-host
// limits, and an unreachable one simply gets its failure status from the status check; their
// other checks (scan, DNS, affiliate, RDAP, Bing) are spread over each type's interval
// (SystemContext.firstRound), not all due at once.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { DataArea, Database } from '../../../platform/db/schema'
import type { NewDomain } from '../../domains'
import type { FirstRound } from '../../../platform/jobs/types'
import { changedBy, DataVersionRepository } from '../../../platform/read-cache/data-version-repository'
import { HostingRepository } from '../../hosting'
import { type DomainStateRow, ImportRepository } from '../import-repository'
import { DEFAULT_IMPORT_CATEGORY, ROW_MESSAGES, stateKey, type PlannedRow } from '../import-plan'

export interface RowError { line: number, domain: string, reason: string }

export interface BatchOutcome { written: number, errors: RowError[] }

/** `firstRound`: the due rows of new domains, one per check type the runtime runs (SystemContext.firstRound). */
export async function applyBatch (db: Kysely<Database>, importId: string, userId: string, rows: PlannedRow[], now: string, firstRound: FirstRound): Promise<BatchOutcome> {
  // An import with nothing to change (all unchanged) has no rows; `in ()` is an error on PostgreSQL.
  if (rows.length === 0) return { written: 0, errors: [] }
  const repo = new ImportRepository(db)
  const hosting = new HostingRepository(db)
  const scopes = [...new Set(rows.map((r) => r.superCategory))]
  const existing = new Map<string, DomainStateRow>()
  for (const row of await repo.domainsOf(userId, scopes, [...new Set(rows.map((r) => r.domain))])) {
    existing.set(stateKey(row.super_category, row.domain), row)
  }
  const areas: DataArea[] = []
  const newDomains: NewDomain[] = []
  const domainIds = new Map<string, string>()
  const errors: RowError[] = []
  let written = 0

  for (const row of rows) {
    const current = existing.get(stateKey(row.superCategory, row.domain))
    if (current === undefined) {
      const id = randomUUID()
      newDomains.push({
        id,
        user_id: userId,
        super_category: row.superCategory,
        domain: row.domain,
        category: row.brandCategory ?? DEFAULT_IMPORT_CATEGORY,
        note: row.note ?? '',
        issue_date: row.issueDate ?? null,
        status_code: null,
        last_checked: null,
        created_at: now,
        updated_at: now
      })
      domainIds.set(stateKey(row.superCategory, row.domain), id)
      areas.push(...changedBy.identity(row.superCategory))
      continue
    }
    domainIds.set(stateKey(row.superCategory, row.domain), current.id)
    const changes: { category?: string, issue_date?: string, note?: string } = {}
    if (row.brandCategory !== undefined && row.brandCategory !== current.category) changes.category = row.brandCategory
    if (row.issueDate !== undefined && row.issueDate !== current.issue_date) changes.issue_date = row.issueDate
    if (row.note !== undefined && row.note !== current.note) changes.note = row.note
    if (Object.keys(changes).length > 0) {
      await repo.updateDomain(current.id, changes, now)
      areas.push(...changedBy.record(row.superCategory))
    }
  }
  await repo.insertDomains(newDomains)
  await repo.insertChecks(firstRound(newDomains.map((d) => d.id), new Date(now)))
  await repo.linkImported(importId, newDomains.map((d) => d.id))

  // Hosting: servers named with their account are created (or moved to it), as the hosting editor does.
  const servers = new Map((await repo.serversOf(userId)).map((s) => [s.name, s]))
  const links = new Map<string, string>()
  for (const row of rows) {
    if (row.server !== undefined) {
      let serverId = servers.get(row.server)?.id
      const known = servers.get(row.server)
      if (row.platform !== undefined && row.platformEmail !== undefined && (known === undefined || known.platform !== row.platform || known.email !== row.platformEmail)) {
        const accountId = await hosting.upsertAccount(randomUUID(), userId, row.platform, row.platformEmail, now)
        serverId = await hosting.upsertServer(randomUUID(), userId, row.server, accountId, now)
        servers.set(row.server, { id: serverId, name: row.server, platform: row.platform, email: row.platformEmail, expiry_date: known?.expiry_date ?? null })
        areas.push(...changedBy.hosting())
      }
      if (serverId === undefined) {
        errors.push({ line: row.line, domain: row.domain, reason: ROW_MESSAGES.serverUnknown(row.server) })
        continue
      }
      const server = servers.get(row.server)!
      if (row.serverExpiryDate !== undefined && server.expiry_date !== row.serverExpiryDate) {
        await repo.setServerExpiry(serverId, row.serverExpiryDate)
        server.expiry_date = row.serverExpiryDate
        areas.push(...changedBy.hosting())
      }
      const domainId = domainIds.get(stateKey(row.superCategory, row.domain))!
      const before = existing.get(stateKey(row.superCategory, row.domain))?.server ?? null
      if (before !== row.server) {
        links.set(domainId, serverId)
        areas.push(...changedBy.hosting())
      }
    }
    written++
  }
  await repo.linkServers([...links].map(([domainId, serverId]) => ({ domainId, serverId })))
  await new DataVersionRepository(db).bump(userId, areas)
  return { written, errors }
}
