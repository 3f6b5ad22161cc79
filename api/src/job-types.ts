// THE list of check types. The scheduler keeps a due row for every type here (per saved domain
// for domain checks, one for system checks), runs each through the same interface and records
// it through the type's own record(); nothing else in the code branches on the type. To add one:
// write a class implementing CheckType or SystemCheckType (types.ts) and add an instance below.
import { AlertBuilder } from './components/alerts/jobs/alert-builder'
import { AlertDelivery } from './components/alerts/jobs/alert-delivery'
import { DailyDigest } from './components/alerts/jobs/daily-digest'
import { AffiliateCheck } from './components/monitoring/jobs/affiliate-check'
import { BingIndexCheck } from './components/indexing/jobs/bing-index-check'
import { BulkApply } from './components/bulk/jobs/bulk-apply'
import { DnsCheck } from './components/real-dates/jobs/dns-check'
import { ExpiryWatch } from './components/real-dates/jobs/expiry-watch'
import { ImportApply } from './components/import/jobs/import-apply'
import { RdapBootstrapRefresh } from './components/real-dates/jobs/bootstrap-refresh'
import { RdapCheck } from './components/real-dates/jobs/rdap-check'
import { RescanCheck } from './components/domains/jobs/rescan-check'
import { HistoryRollup } from './components/history/jobs/history-rollup'
import { StatusCheck } from './components/monitoring/jobs/status-check'
import type { CheckType, SystemCheckType } from './platform/jobs/types'

// Each type has its own result type; the registry holds them side by side.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDomainCheck = CheckType<any>
export type AnyCheckType = AnyDomainCheck | SystemCheckType

function byName (...types: AnyCheckType[]): ReadonlyMap<string, AnyCheckType> {
  return new Map(types.map((t) => [t.type, t]))
}

export const CHECK_TYPES: ReadonlyMap<string, AnyCheckType> = byName(
  new StatusCheck(),
  new AffiliateCheck(),
  new BingIndexCheck(),
  new RescanCheck(),
  new RdapCheck(),
  new DnsCheck(),
  new HistoryRollup(),
  new ExpiryWatch(),
  new RdapBootstrapRefresh(),
  new AlertBuilder(),
  new AlertDelivery(),
  new DailyDigest(),
  new ImportApply(),
  new BulkApply()
)

/** The registered domain check named `name` (throws for any other name: a programming error). */
export function checkType (name: string): AnyDomainCheck {
  const type = CHECK_TYPES.get(name)
  if (type?.subject !== 'domain') throw new Error(`Unknown domain check type "${name}"`)
  return type
}

/** The types of a registry by subject. */
export function splitBySubject (types: ReadonlyMap<string, AnyCheckType>): { domain: AnyDomainCheck[], system: SystemCheckType[] } {
  const all = [...types.values()]
  return {
    domain: all.filter((t): t is AnyDomainCheck => t.subject === 'domain'),
    system: all.filter((t): t is SystemCheckType => t.subject === 'system')
  }
}

/** The domain checks: a new domain gets a due row for each. */
export const DOMAIN_CHECKS: readonly AnyDomainCheck[] = splitBySubject(CHECK_TYPES).domain
export const DOMAIN_CHECK_NAMES: readonly string[] = DOMAIN_CHECKS.map((t) => t.type)
