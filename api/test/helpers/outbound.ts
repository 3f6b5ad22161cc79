// Outbound clients for tests: pinned to the web farm, with fast timeouts, and a fake DNS so no
// test ever depends on the real network. Names in `dns` resolve to the given addresses; every
// other unpinned name does not exist (NXDOMAIN).
import { OutboundClient, OutboundError, type LookupFn, type OutboundOptions, type ResolveRecordsFn } from '../../src/platform/outbound'
import { parseConnectTo } from '../../src/platform/outbound/connect-to'
import type { Farm } from '../farm'

export function fakeLookup (dns: Record<string, string> = {}): LookupFn {
  return async (hostname) => {
    const address = dns[hostname]
    if (address === undefined) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' })
    return [{ address, family: address.includes(':') ? 6 : 4 }]
  }
}

/** NS and MX answers for tests: names in `records` answer them, others have none. */
export function fakeRecords (records: Record<string, { ns?: string[], mx?: string[] }> = {}): ResolveRecordsFn {
  return async (name, kind) => (kind === 'NS' ? records[name]?.ns : records[name]?.mx) ?? []
}

/** Options for tests: timeouts small enough that the slow farm sites fail fast. */
export function farmOutbound (farm: Farm, overrides: Partial<OutboundOptions> = {}): Partial<OutboundOptions> {
  return {
    connectTo: parseConnectTo(farm.connectTo()),
    lookup: fakeLookup(),
    resolveRecords: fakeRecords(),
    connectTimeoutMs: 1000,
    responseTimeoutMs: 1000,
    totalTimeoutMs: 2500,
    ...overrides
  }
}

export function farmClient (farm: Farm, overrides: Partial<OutboundOptions> = {}): OutboundClient {
  return new OutboundClient(farmOutbound(farm, overrides))
}

/** The OutboundError a call fails with (fails the test when it succeeds or throws anything else). */
export async function failure (promise: Promise<unknown>): Promise<OutboundError> {
  try {
    await promise
  } catch (err) {
    if (err instanceof OutboundError) return err
    throw err
  }
  throw new Error('expected an OutboundError')
}
