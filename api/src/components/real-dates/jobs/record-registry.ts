// Where an RDAP result goes: domain_registry, and an event when the registry starts listing a
// status that threatens the domain (redemption period, pending delete, hold…). Returns the
// domain's effective expiry (registry date, else the spec's estimate) for the next schedule.
import type { Kysely } from 'kysely'
import type { Database } from '../../../platform/db/schema'
import { addMonths } from '../../../platform/lib/calendar'
import { changedBy, DataVersionRepository } from '../../../platform/read-cache/data-version-repository'
import { EventRepository } from '../../events'
import { RegistryRepository, type RegistryWrite } from '../registry-repository'
import type { CheckResult, CheckTarget } from '../../../platform/jobs/types'
import { type RegistryFacts, warningStatuses } from './parse-domain'

export type RdapOutcome = 'found' | 'not-found' | 'unsupported' | 'failed'

export interface RdapResult extends CheckResult {
  outcome: RdapOutcome
  /** The base URL asked (null: no RDAP service for the TLD). */
  server: string | null
  facts: RegistryFacts | null
}

const parseList = (text: string | undefined): string[] => (text === undefined ? [] : JSON.parse(text) as string[])

export async function recordRegistry (db: Kysely<Database>, target: CheckTarget, result: RdapResult, checkedAt: string): Promise<string | null> {
  const repo = new RegistryRepository(db)
  const prev = await repo.get(target.domainId)
  const issueDate = await repo.issueDate(target.domainId)
  const estimate = issueDate === null ? null : addMonths(issueDate, 12)
  if (result.outcome === 'failed') {
    await repo.markFailed(target.domainId, result.error ?? 'RDAP lookup failed', checkedAt)
    return prev?.expiry_date ?? estimate
  }
  const facts = result.facts
  const write: RegistryWrite = {
    expiryDate: facts?.expiryDate ?? null,
    registrationDate: facts?.registrationDate ?? null,
    lastChanged: facts?.lastChanged ?? null,
    registrar: facts?.registrar ?? null,
    statuses: facts?.statuses ?? [],
    nameservers: facts?.nameservers ?? [],
    server: result.server,
    error: result.outcome === 'found' ? (facts?.expiryDate === null ? 'The registry publishes no expiration date' : null) : result.error
  }
  await repo.save(target.domainId, write, checkedAt)

  const before = warningStatuses(parseList(prev?.statuses))
  const now = warningStatuses(write.statuses)
  const appeared = now.filter((s) => !before.includes(s))
  if (appeared.length > 0) {
    await new EventRepository(db).record([{
      kind: 'registry-status',
      userId: target.userId,
      occurredAt: checkedAt,
      domainId: target.domainId,
      domain: target.domain,
      superCategory: target.superCategory,
      data: { statuses: now, appeared, expiryDate: write.expiryDate }
    }])
  }
  const changed = prev === undefined || prev.expiry_date !== write.expiryDate || prev.registrar !== write.registrar ||
    prev.statuses !== JSON.stringify(write.statuses)
  // The expiry screens and domain details read these: their cached lists must be rebuilt.
  if (changed) await new DataVersionRepository(db).bump(target.userId, changedBy.record(target.superCategory))
  return write.expiryDate ?? estimate
}
