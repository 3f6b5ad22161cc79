// registrars: a user's registrar accounts (Namecheap, GoDaddy, Porkbun, NameSilo),
// the registrar-sync check that reads their domains, renewal prices, auto-renew and locks, the
// Registrars page's lists, and the renewals of a scope's saved domains.
import type { AnyCheckType } from '../../platform/jobs/registry'
import { RegistrarSyncCheck } from './jobs/registrar-sync-check'

export { default as registrarRoutes } from './routes'
export { default as renewalRoutes } from './renewal-routes'
export const REGISTRARS_JOBS: readonly AnyCheckType[] = [new RegistrarSyncCheck()]

// What other components may call.
export { RenewalService } from './renewal-service'
export { RenewalRepository } from './renewal-repository'
export { Money } from './schemas'
export { REGISTRAR_SYNC_TYPE } from './jobs/registrar-sync-check'
