// reputation: blocklists and unsafe-site flags for every saved domain and every IP address its
// sites resolve to (a hosting server's IPs are its sites' addresses): Spamhaus DBL and ZEN, SURBL,
// URIBL and Google Web Risk or Safe Browsing, each off until configured, each in a paced lane of
// its own on the leased scheduler; listings with their history, and events through the rules.
import type { AnyCheckType } from '../../platform/jobs/registry'
import { ReputationCheck } from './jobs/reputation-check'
import { PROVIDERS } from './providers'

export const REPUTATION_JOBS: readonly AnyCheckType[] = PROVIDERS.map((p) => new ReputationCheck(p))

// What other components may call.
export { reputationRoutes, serverReputationRoutes } from './routes'

// Its tables, composed into the Database type by the composition root (api/src/tables.ts).
export type { ReputationDatabase } from './tables'

// Its settings, added to the configuration by the composition root (api/src/configuration.ts).
export { loadReputationSettings } from './settings'
export type { ReputationSettings } from './settings'
