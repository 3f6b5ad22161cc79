// domains: a scope's saved domains (save, list, categories, details, notes, rename, delete), the
// page scanner and its routes, the stored scan and the weekly re-scan job that records what
// changed. A domain's health columns (status, failing/down since, noindex) are kept here too.
import type { AnyCheckType } from '../../platform/jobs/registry'
import { RescanCheck } from './jobs/rescan-check'

export { default as domainRoutes } from './routes'
export { default as domainRenameRoutes } from './rename-routes'
export { default as scanRoutes } from './scan-routes'
export const DOMAINS_JOBS: readonly AnyCheckType[] = [new RescanCheck()]

// What other components may call.
export { DomainHealthRepository } from './domain-health-repository'
export type { Health } from './domain-health-repository'
export { DomainRepository } from './domain-repository'
export type { SelectedDomain } from './domain-repository'
export { DOMAIN_MESSAGES, DomainService, MAX_CATEGORY_LENGTH } from './domain-service'
export { DomainRecordList } from './schemas'
export { extractPage } from './scan/extract'
export { fallsBack, fetchHomePage, isHtml } from './scan/scanner'

// Its tables, composed into the Database type by the composition root (api/src/tables.ts).
export type { DomainsDatabase, NewDomain } from './tables'
