// The monitoring calls of one scope: domain errors (and their refresh), affiliate errors (stored
// and fresh), domain expiry and renewal. Ownership as everywhere (platform/auth/domain-access): a
// user sees their own domains; an admin reads everyone's and changes another user's only with
// ?owner=<userId>. Time comes from the injected clock, never from Date directly.
import type { Kysely } from 'kysely'
import { LocationsRepository } from '../locations'
import { AFFILIATE_TYPE, type AffiliateResult } from './jobs/affiliate-check'
import type { ChecksRuntime } from '../../platform/jobs/plugin'
import { RDAP_TYPE, type RdapResult, realDates, RealDatesRepository } from '../real-dates'
import { STATUS_TYPE } from './jobs/status-check'
import type { CheckType } from '../../platform/jobs/types'
import type { DialectName } from '../../platform/db/database'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'
import { HttpError, validationError } from '../../platform/errors'
import { addDays, addMonths, DAY_MS, daysUntil, isoDay } from '../../platform/lib/calendar'
import { normalizeDomain } from '../../platform/lib/domain-name'
import { CheckRepository, type CheckScope } from '../../platform/jobs/check-repository'
import { changedBy, DataVersionRepository } from '../../platform/read-cache/data-version-repository'
import { LISTED_OUTCOMES, MonitoringRepository, type OwnedRow } from './monitoring-repository'
import { UserRepository } from '../../platform/auth/user-repository'
import type { AffiliateErrorShape, ErrorDomainsShape, ExpiringDomainShape, RegistryRefreshShape, ReminderDomainShape } from './schemas'
import { type Caller, DomainAccess } from '../../platform/auth/domain-access'

export const MONITORING_MESSAGES = {
  refreshStarted: 'Refresh started',
  renewed: 'Renewed successfully',
  nothingToRenew: 'Select at least one domain to renew',
  invalidDomain: (name: string) => `Invalid domain name: ${name.slice(0, 100)}`,
  notFound: (name: string) => `Domain not found: ${name}`,
  noIssueDate: (name: string) => `${name} has no issue date to renew`,
  registryRefreshed: 'Looked up at the registry',
  registryBusy: 'The registry is busy; the domain will be looked up again shortly'
} as const

/** The expiring list covers the next 10 days; expiry = issue date + 1 year. */
export const EXPIRY_WINDOW_DAYS = 10
export const TERM_MONTHS = 12

/** Each domain's fresh affiliate check may take this long (page + link, with redirects). */
const ON_DEMAND_TIMEOUT_MS = 30_000
/** A Refresh (or Save of a registry-dated row) waits this long for the RDAP answer. */
const RDAP_ON_DEMAND_TIMEOUT_MS = 20_000

/** Whose domains an error list covers (undefined: everyone's), and whether their refresh runs. */
export interface ErrorScope {
  userId: string | undefined
  refreshing: boolean
}

export class MonitoringService {
  private readonly access: DomainAccess
  private readonly reads: MonitoringRepository
  private readonly checkRows: CheckRepository
  private readonly users: UserRepository

  constructor (private readonly db: Kysely<Database>, private readonly dialect: DialectName, private readonly checks: ChecksRuntime) {
    this.access = new DomainAccess(db)
    this.reads = new MonitoringRepository(db)
    this.checkRows = new CheckRepository(db, dialect)
    this.users = new UserRepository(db)
  }

  private async scopeOf (caller: Caller, superCategory: SuperCategoryValue, owner?: string): Promise<{ scope: CheckScope, withOwner: boolean }> {
    const userId = await this.access.readUser(caller, owner)
    return { scope: { superCategory, userId }, withOwner: userId === undefined }
  }

  /** Whose domains the error list covers (undefined: everyone's). */
  async errorScope (caller: Caller, superCategory: SuperCategoryValue, owner?: string): Promise<string | undefined> {
    return (await this.scopeOf(caller, superCategory, owner)).scope.userId
  }

  /** Whether a refresh of these domains is still running (the route caches it under the change counters). */
  async refreshing (superCategory: SuperCategoryValue, userId: string | undefined): Promise<boolean> {
    return await this.checkRows.pending({ superCategory, userId }, STATUS_TYPE)
  }

  /** The error list (the route caches it; `refreshing` is part of its validity). */
  async errorDomains (superCategory: SuperCategoryValue, errors: ErrorScope): Promise<ErrorDomainsShape> {
    const rows = await this.reads.errorDomains({ superCategory, userId: errors.userId }, errors.userId === undefined)
    // Where each failure was seen: the locations whose latest result failed; with no
    // probe results, the primary that saw it: home.
    const failingAt = await new LocationsRepository(this.db).failingAt(rows.map((r) => r.id))
    const home = await new LocationsRepository(this.db).homeName('home')
    return {
      errorDomains: rows.map((r) => ({ domain: r.domain, statusCode: r.status_code, lastChecked: r.last_checked, ...ownerOf(r), locations: failingAt.get(r.id) ?? [home] })),
      refreshing: errors.refreshing
    }
  }

  /** Makes every status check of these domains due now; the worker runs them. Never waits for one. */
  async refresh (caller: Caller, superCategory: SuperCategoryValue, owner?: string): Promise<number> {
    const { scope } = await this.scopeOf(caller, superCategory, owner)
    // The request moves the checks' counters of every owner concerned, in its transaction: cached
    // error lists (and their "refreshing") on every replica are asked again.
    const queued = await this.db.transaction().execute(async (trx) => {
      const count = await new CheckRepository(trx, this.dialect).refresh(scope, STATUS_TYPE, this.checks.now().toISOString())
      const versions = new DataVersionRepository(trx)
      if (scope.userId !== undefined) await versions.bump(scope.userId, changedBy.check(superCategory))
      else await versions.bumpOwnersIn(superCategory, changedBy.check(superCategory))
      return count
    })
    this.checks.worker.wake()
    return queued
  }

  async affiliateErrors (caller: Caller, superCategory: SuperCategoryValue, owner?: string): Promise<AffiliateErrorShape[]> {
    const { scope, withOwner } = await this.scopeOf(caller, superCategory, owner)
    const rows = await this.reads.affiliateErrors(scope, withOwner)
    return rows.map((r) => ({ domain: r.domain, affiliateLink: r.affiliate_link, error: r.error ?? '', ...ownerOf(r) }))
  }

  /** A fresh affiliate check of these domains now (bounded concurrency), stored and returned. */
  async checkAffiliates (caller: Caller, superCategory: SuperCategoryValue, owner?: string): Promise<AffiliateErrorShape[]> {
    const { scope, withOwner } = await this.scopeOf(caller, superCategory, owner)
    const targets = await this.reads.targets(scope)
    const affiliate = this.checks.domainCheck(AFFILIATE_TYPE) as CheckType<AffiliateResult>
    const runs = await this.checks.worker.runNow(affiliate, targets, ON_DEMAND_TIMEOUT_MS)
    const names = withOwner ? await this.users.namesOf(targets.map((t) => t.userId)) : new Map<string, string>()
    return runs.flatMap(({ target, result }) => result === null || !LISTED_OUTCOMES.includes(result.outcome)
      ? []
      : [{
          domain: target.domain,
          affiliateLink: result.affiliateLink,
          error: result.error ?? '',
          ...(withOwner ? { owner: { _id: target.userId, name: names.get(target.userId) ?? '' } } : {})
        }])
  }

  /**
   * What, besides the domains, expiring() depends on: its days-left counts (rounded up) are the
   * same from just after one UTC midnight to the next.
   */
  expiringDay (): string {
    return `day ${Math.ceil(this.checks.now().getTime() / DAY_MS)}`
  }

  async expiring (caller: Caller, superCategory: SuperCategoryValue, owner?: string): Promise<{ expiring: ExpiringDomainShape[], reminder: ReminderDomainShape[] }> {
    const { scope, withOwner } = await this.scopeOf(caller, superCategory, owner)
    const now = this.checks.now()
    // A little later than exact, because 29 Feb + 1 year rolls over; the day count decides below.
    const latestIssue = addMonths(addDays(isoDay(now), EXPIRY_WINDOW_DAYS + 2), -TERM_MONTHS)
    // The effective expiry: the registry's date where RDAP gave one, else the estimate.
    const rows = await this.reads.expiryCandidates(scope, latestIssue, addDays(isoDay(now), EXPIRY_WINDOW_DAYS + 1), withOwner)
    const extra = await new RealDatesRepository(this.db).forDomains(rows.map((r) => r.id))
    const expiring: ExpiringDomainShape[] = []
    const reminder: Array<ReminderDomainShape & { daysLeft: number }> = []
    for (const row of rows) {
      const real = realDates(row.issue_date, extra.get(row.id), now)
      if (real.expiryDate === null) continue
      const expiryDate = real.expiryDate
      const daysLeft = daysUntil(expiryDate, now)
      const item = { domain: row.domain, note: row.note, issueDate: row.issue_date, ...real, expiryDate, ...ownerOf(row) }
      if (daysLeft < 0) reminder.push({ ...item, daysLeft })
      else if (daysLeft <= EXPIRY_WINDOW_DAYS) expiring.push({ ...item, daysLeft })
    }
    expiring.sort((a, b) => a.daysLeft - b.daysLeft || compare(a.domain, b.domain))
    reminder.sort((a, b) => a.daysLeft - b.daysLeft || compare(a.domain, b.domain))
    return { expiring, reminder: reminder.map(({ daysLeft, ...rest }) => rest) }
  }

  /**
   * Renew: moves each estimated domain's issue date on by one year, all or none;
   * someone else's is a 404. A domain whose expiry comes from its registry is looked up again
   * instead: the registry, not a guess, says whether it was renewed.
   */
  async renew (caller: Caller, superCategory: SuperCategoryValue, names: string[], owner?: string): Promise<void> {
    const domains: string[] = []
    for (const name of names) {
      const domain = normalizeDomain(name)
      if (domain === null) throw validationError(MONITORING_MESSAGES.invalidDomain(name), 400, 'domains')
      if (!domains.includes(domain)) domains.push(domain)
    }
    if (domains.length === 0) throw validationError(MONITORING_MESSAGES.nothingToRenew, 400, 'domains')
    const target = await this.access.target(caller, owner)
    const now = this.checks.now().toISOString()
    const lookUp = await this.db.transaction().execute(async (trx) => {
      const reads = new MonitoringRepository(trx)
      const rows = new Map((await reads.findOwned(target.id, { superCategory }, domains)).map((r) => [r.domain, r]))
      const registryDated: Array<{ id: string, domain: string }> = []
      for (const domain of domains) {
        const row = rows.get(domain)
        if (row === undefined) throw new HttpError(404, MONITORING_MESSAGES.notFound(domain))
        if (row.registry_expiry !== null) {
          registryDated.push(row)
          continue
        }
        if (row.issue_date === null) throw validationError(MONITORING_MESSAGES.noIssueDate(domain), 400, 'domains')
        await reads.setIssueDate(row.id, addMonths(row.issue_date, TERM_MONTHS), now)
      }
      await new DataVersionRepository(trx).bump(target.id, changedBy.record(superCategory))
      return registryDated
    })
    if (lookUp.length > 0) {
      const rdap = this.checks.domainCheck(RDAP_TYPE) as CheckType<RdapResult>
      await this.checks.worker.runNow(rdap, lookUp.map((r) => ({ domainId: r.id, domain: r.domain, userId: target.id, superCategory })), RDAP_ON_DEMAND_TIMEOUT_MS)
    }
  }

  /** Refresh: looks one domain up at its registry now, and answers its real dates. */
  async refreshRegistry (caller: Caller, superCategory: SuperCategoryValue, name: string, owner?: string): Promise<RegistryRefreshShape> {
    const domain = normalizeDomain(name)
    if (domain === null) throw validationError(MONITORING_MESSAGES.invalidDomain(name), 400, 'domain')
    const target = await this.access.target(caller, owner)
    const row = (await this.reads.findOwned(target.id, { superCategory }, [domain]))[0]
    if (row === undefined) throw new HttpError(404, MONITORING_MESSAGES.notFound(domain))
    const rdap = this.checks.domainCheck(RDAP_TYPE) as CheckType<RdapResult>
    const [run] = await this.checks.worker.runNow(rdap, [{ domainId: row.id, domain, userId: target.id, superCategory }], RDAP_ON_DEMAND_TIMEOUT_MS)
    const real = realDates(row.issue_date, (await new RealDatesRepository(this.db).forDomains([row.id])).get(row.id), this.checks.now())
    const message = run?.result === null || run === undefined ? MONITORING_MESSAGES.registryBusy : MONITORING_MESSAGES.registryRefreshed
    return { success: true as const, message, domain, ...real, registryError: run?.result?.error ?? null }
  }
}

function ownerOf (row: OwnedRow): { owner?: { _id: string, name: string } } {
  return row.owner_name === undefined ? {} : { owner: { _id: row.user_id, name: row.owner_name } }
}

/** Byte order, as the lists from the database. */
function compare (a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
