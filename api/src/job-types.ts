// THE list of job types, one line per component that has any: the scheduler keeps a due row
// for every type here (per saved domain for domain checks, one for system checks), runs each
// through the same interface (platform/jobs/types.ts) and records it through the type's own
// record(); nothing else in the code branches on the type. app.ts hands this list to the job
// runtime inside the api process, worker.ts to a standalone worker. A component's job types are
// classes implementing CheckType or SystemCheckType, listed in its index.ts.
import { ALERTS_JOBS } from './components/alerts'
import { BACKUPS_JOBS } from './components/backups'
import { BULK_JOBS } from './components/bulk'
import { CHANGES_JOBS } from './components/changes'
import { DOMAINS_JOBS } from './components/domains'
import { HISTORY_JOBS } from './components/history'
import { IMPORT_JOBS } from './components/import'
import { INCIDENTS_JOBS } from './components/incidents'
import { INDEXING_JOBS } from './components/indexing'
import { LOCATIONS_JOBS } from './components/locations'
import { MONITORING_JOBS } from './components/monitoring'
import { REAL_DATES_JOBS } from './components/real-dates'
import { REGISTRARS_JOBS } from './components/registrars'
import { REPUTATION_JOBS } from './components/reputation'
import { SEARCH_JOBS } from './components/search'
import { CheckWorker as RuntimeWorker, type WorkerDeps, type WorkerOptions } from './platform/jobs/check-worker'
import { type AnyDomainCheck, domainCheckOf, type JobTypes, jobTypes, splitBySubject } from './platform/jobs/registry'

export const CHECK_TYPES: JobTypes = jobTypes(
  ...MONITORING_JOBS, // status, affiliate, location-confirm
  ...INDEXING_JOBS, // bing
  ...DOMAINS_JOBS, // rescan
  ...REAL_DATES_JOBS, // rdap, dns, expiry-watch, rdap-bootstrap
  ...HISTORY_JOBS, // history-rollup
  ...CHANGES_JOBS, // changes-prune
  ...ALERTS_JOBS, // alert-builder, alert-delivery, daily-digest, round-watch
  ...INCIDENTS_JOBS, // incident-escalation
  ...IMPORT_JOBS, // import-apply
  ...BULK_JOBS, // bulk-apply
  ...LOCATIONS_JOBS, // location-watch
  ...REGISTRARS_JOBS, // registrar-sync
  ...BACKUPS_JOBS, // sqlite-backup
  ...REPUTATION_JOBS, // reputation-spamhaus-dbl, -spamhaus-zen, -surbl, -uribl, -web
  ...SEARCH_JOBS // search-sync, search-inspection
)

/** The registered domain check named `name` (throws for any other name: a programming error). */
export function checkType (name: string): AnyDomainCheck {
  return domainCheckOf(CHECK_TYPES, name)
}

export { splitBySubject }

/** The domain checks: a new domain gets a due row for each. */
export const DOMAIN_CHECKS: readonly AnyDomainCheck[] = splitBySubject(CHECK_TYPES).domain
export const DOMAIN_CHECK_NAMES: readonly string[] = DOMAIN_CHECKS.map((t) => t.type)

/** The runtime's worker over this list (a test may hand it its own types instead). */
export class CheckWorker extends RuntimeWorker {
  constructor (deps: Omit<WorkerDeps, 'types'> & Partial<Pick<WorkerDeps, 'types'>>, options: Partial<WorkerOptions> = {}) {
    super({ ...deps, types: deps.types ?? CHECK_TYPES }, options)
  }
}
