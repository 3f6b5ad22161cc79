// The DNS blocklists: Spamhaus DBL (domains) and ZEN (IP addresses) through the Data Query
// Service with the operator's key, SURBL's and URIBL's multi lists (domains). Each value is one
// A question to DNSBL_RESOLVER, taken at the list's pace.
import ipaddr from 'ipaddr.js'
import type { ReputationSettings } from '../settings'
import { CheckDeferred, type CheckContext } from '../../../platform/jobs/types'
import { DnsblError, queryList } from './dnsbl-resolver'
import { type LookupOutcome, type ProviderId, type ReputationProvider, spacingOf, type ValueKind } from './provider'
import { type Decoded, decodeDbl, decodeSurbl, decodeUribl, decodeZen } from './return-codes'

const DAY_S = 86_400

/** The name a list is asked about for an IP address: its octets (or IPv6 nibbles) reversed. */
export function reversedIp (ip: string): string {
  const parsed = ipaddr.parse(ip)
  if (parsed.kind() === 'ipv4') return parsed.toByteArray().reverse().join('.')
  return (parsed as ipaddr.IPv6).parts.map((part) => part.toString(16).padStart(4, '0')).join('').split('').reverse().join('.')
}

interface DnsListSpec {
  id: ProviderId
  label: string
  subject: ValueKind
  paceKey: string
  perDay: number
  rate: string
  configured: (s: ReputationSettings) => boolean
  zone: (s: ReputationSettings) => string
  decode: (answers: readonly string[]) => Decoded
  lookupUrl: (value: string) => string
}

function dnsList (spec: DnsListSpec): ReputationProvider {
  const provider: ReputationProvider = {
    id: spec.id,
    label: () => spec.label,
    subject: spec.subject,
    dns: true,
    batch: () => 1,
    paceKey: spec.paceKey,
    spacingMs: () => Math.ceil((DAY_S * 1000) / spec.perDay),
    rate: spec.rate,
    configured: spec.configured,
    lookupUrl: spec.lookupUrl,
    async lookup (values: readonly string[], ctx: CheckContext): Promise<Map<string, LookupOutcome>> {
      const out = new Map<string, LookupOutcome>()
      const resolver = ctx.config.reputation.resolver
      for (const value of values) {
        if (resolver === undefined) { out.set(value, { error: 'DNSBL_RESOLVER is not set: the lists refuse queries from public resolvers' }); continue }
        const name = `${spec.subject === 'ip' ? reversedIp(value) : value}.${spec.zone(ctx.config.reputation)}`
        // A try after a lost answer is one more query to the list: it waits for a turn too.
        const beforeRetry = async (): Promise<void> => { await ctx.pace(spec.paceKey, spacingOf(provider, ctx.config.reputation)) }
        try {
          const decoded = spec.decode(await queryList(name, resolver, { signal: ctx.signal, beforeRetry }))
          out.set(value, decoded.refused ? { error: decoded.reason } : { listings: decoded.listings })
        } catch (err) {
          if (err instanceof CheckDeferred) { out.set(value, { error: `No answer for ${name}, and no turn left for another try in this run` }); continue }
          if (!(err instanceof DnsblError)) throw err
          out.set(value, { error: err.message })
        }
      }
      return out
    }
  }
  return provider
}

const spamhausLookup = (value: string): string => `https://check.spamhaus.org/results/?query=${encodeURIComponent(value)}`

export const SPAMHAUS_DBL = dnsList({
  id: 'spamhaus-dbl',
  label: 'Spamhaus DBL',
  subject: 'domain',
  // DBL and ZEN count against one DQS quota.
  paceKey: 'reputation:spamhaus',
  perDay: 100_000,
  rate: '100,000 queries a day on a free DQS key (DBL and ZEN together)',
  configured: (s) => s.spamhausKey !== undefined,
  zone: (s) => `${s.spamhausKey ?? ''}.dbl.dq.spamhaus.net`,
  decode: decodeDbl,
  lookupUrl: spamhausLookup
})

export const SPAMHAUS_ZEN = dnsList({
  id: 'spamhaus-zen',
  label: 'Spamhaus ZEN',
  subject: 'ip',
  paceKey: 'reputation:spamhaus',
  perDay: 100_000,
  rate: '100,000 queries a day on a free DQS key (DBL and ZEN together)',
  configured: (s) => s.spamhausKey !== undefined,
  zone: (s) => `${s.spamhausKey ?? ''}.zen.dq.spamhaus.net`,
  decode: decodeZen,
  lookupUrl: spamhausLookup
})

export const SURBL = dnsList({
  id: 'surbl',
  label: 'SURBL',
  subject: 'domain',
  paceKey: 'reputation:surbl',
  perDay: 250_000,
  rate: '250,000 queries a day for free use',
  configured: (s) => s.surbl,
  zone: () => 'multi.surbl.org',
  decode: decodeSurbl,
  lookupUrl: (value) => `https://www.surbl.org/surbl-analysis?d=${encodeURIComponent(value)}`
})

export const URIBL = dnsList({
  id: 'uribl',
  label: 'URIBL',
  subject: 'domain',
  paceKey: 'reputation:uribl',
  perDay: 100_000,
  rate: '100,000 queries a day for free use',
  configured: (s) => s.uribl,
  zone: () => 'multi.uribl.com',
  decode: decodeUribl,
  lookupUrl: (value) => `https://admin.uribl.com/?section=lookup&domain=${encodeURIComponent(value)}`
})
