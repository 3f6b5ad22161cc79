// registrars: a user's registrar accounts (Namecheap, GoDaddy, Porkbun, NameSilo),
// the registrar-sync check that reads their domains, renewal prices, auto-renew and locks, the
// Registrars page's lists, and the renewals of a scope's saved domains.
import type { AnyCheckType } from '../../platform/jobs/registry'
import type { SealedColumn } from '../../platform/lib/reseal'
import { RegistrarSyncCheck } from './jobs/registrar-sync-check'
import { RegistrarRepository } from './registrar-repository'

export { default as registrarRoutes } from './routes'
export { default as renewalRoutes } from './renewal-routes'
export const REGISTRARS_JOBS: readonly AnyCheckType[] = [new RegistrarSyncCheck()]

// What other components may call.
export { RenewalService } from './renewal-service'
export { RenewalRepository } from './renewal-repository'
export { Money } from './schemas'
export { REGISTRAR_SYNC_TYPE } from './jobs/registrar-sync-check'

/** The accounts' sealed credentials, for `npm run rotate-secrets`. */
export const REGISTRAR_CREDENTIALS: SealedColumn = {
  label: 'registrar credentials',
  purpose: 'registrar-credentials',
  page: async (db, afterId, limit) => await new RegistrarRepository(db).sealedPage(afterId, limit),
  replace: async (db, row, sealed) => await new RegistrarRepository(db).replaceSealed(row, sealed)
}

// Its tables, composed into the Database type by the composition root (api/src/tables.ts).
export type { RegistrarsDatabase } from './tables'

// Its settings, added to the configuration by the composition root (api/src/configuration.ts).
export { loadRegistrarSettings } from './settings'
export type { RegistrarSettings } from './settings'
