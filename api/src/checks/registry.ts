// THE list of check types. The scheduler keeps a due row for every type here (per saved domain
// for domain checks, one for system checks), runs each through the same interface and records
// it through the type's own record(); nothing else in the code branches on the type. To add one:
// write a class implementing CheckType or SystemCheckType (types.ts) and add an instance below.
import { AlertBuilder } from '../alerts/builder/alert-builder'
import { AlertDelivery } from '../alerts/delivery/alert-delivery'
import { DailyDigest } from '../alerts/digest/daily-digest'
import { AffiliateCheck } from './affiliate/affiliate-check'
import { BingIndexCheck } from './bing/bing-index-check'
import { BulkApply } from './bulk/bulk-apply'
import { DnsCheck } from './dns/dns-check'
import { ExpiryWatch } from './expiry/expiry-watch'
import { ImportApply } from './import/import-apply'
import { RdapBootstrapRefresh } from './rdap/bootstrap-refresh'
import { RdapCheck } from './rdap/rdap-check'
import { RescanCheck } from './rescan/rescan-check'
import { HistoryRollup } from './retention/history-rollup'
import { StatusCheck } from './status/status-check'
import type { CheckType, SystemCheckType } from '../platform/jobs/types'

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
