// THE list of reputation providers, in the order screens show them.
import { SPAMHAUS_DBL, SPAMHAUS_ZEN, SURBL, URIBL } from './dns-lists'
import type { ReputationProvider } from './provider'
import { WEB_LIST } from './web-lists'

export const PROVIDERS: readonly ReputationProvider[] = [SPAMHAUS_DBL, SPAMHAUS_ZEN, SURBL, URIBL, WEB_LIST]

export function providerOf (id: string): ReputationProvider | undefined {
  return PROVIDERS.find((p) => p.id === id)
}

export type { LookupOutcome, ProviderId, ReputationProvider, ValueKind } from './provider'
export { spacingOf } from './provider'
