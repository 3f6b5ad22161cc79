// NameSilo's API (https://www.namesilo.com/api-reference): GET /api/<operation>?version=1&
// type=json&key=KEY. listDomains gives the account's names; getDomainInfo one domain's created
// and expires (YYYY-MM-DD), locked / private / auto_renew ("Yes"/"No") and nameservers;
// getPrices the renewal price of each TLD (USD). Every answer is { request, reply: { code,
// detail, … } }: 300 (301, 302) is success, 110 an invalid key, 113 a key used from an address
// it is not allowed from. A step reads the list and the details of a chunk of domains from its
// offset (about STEP_MS of requests at the account's pace), so a long account resumes where it
// paused.
import { domainName, flag, isoDay, jsonBody, type ListStep, type ProviderCall, type RegistrarDomainFacts, RegistrarError, type RegistrarProvider, type TldPrice, toMinor } from './provider'

/** A step starts no new getDomainInfo call after this long. */
const STEP_MAX_MS = 20_000

/** getDomainInfo calls in flight at once (each on its pacing turn). */
const DETAILS_IN_FLIGHT = 4

/** A step's getDomainInfo calls take about this long at the account's pace. */
const STEP_MS = 15_000

/** getDomainInfo calls per step: 10 to 500, as many as fit STEP_MS at `intervalMs` between requests. */
export function detailChunk (intervalMs: number): number {
  return Math.min(500, Math.max(10, Math.floor(STEP_MS / Math.max(1, intervalMs))))
}

type Reply = Record<string, unknown> & { code?: unknown, detail?: unknown }

async function operation (call: ProviderCall, op: string, extra: Record<string, string> = {}): Promise<Reply> {
  const params = new URLSearchParams({ version: '1', type: 'json', key: call.credentials.apiKey, ...extra })
  const res = await call.http.get(`${call.endpoint.url}/${op}?${params.toString()}`, { accept: 'application/json' })
  const body = jsonBody(res, 'NameSilo') as { reply?: Reply }
  const reply = body?.reply
  if (reply === undefined || reply === null || typeof reply !== 'object') throw new RegistrarError('error', `NameSilo answered HTTP ${res.status} without a reply`)
  const code = Number(reply.code)
  const detail = typeof reply.detail === 'string' ? reply.detail : 'no detail'
  if (code === 300 || code === 301 || code === 302) return reply
  if (code === 110 || code === 109 || code === 111) throw new RegistrarError('bad-key', `NameSilo refused the API key: ${detail} (code ${code})`)
  if (code === 113) throw new RegistrarError('ip-not-whitelisted', `NameSilo refused the request from this address: ${detail} (code ${code}). Allow this server's address for the key, or remove the key's IP restriction.`)
  if (code === 112) throw new RegistrarError('plan-denied', `NameSilo: ${detail} (code ${code}); use the main account's key`)
  throw new RegistrarError('error', `NameSilo error ${code}: ${detail}`)
}

/** The names of listDomains in whichever shape JSON conversion gave them. */
function names (domains: unknown): string[] {
  const list = Array.isArray(domains) ? domains : (domains !== null && typeof domains === 'object' && 'domain' in domains) ? [(domains as { domain: unknown }).domain].flat() : []
  return list.flatMap((d) => {
    const name = domainName(typeof d === 'string' ? d : (d as { domain?: unknown, name?: unknown } | null)?.domain ?? (d as { name?: unknown } | null)?.name)
    return name === null ? [] : [name]
  })
}

function nameservers (value: unknown): string[] | null {
  const list = Array.isArray(value) ? value : (value !== null && typeof value === 'object' && 'nameserver' in value) ? [(value as { nameserver: unknown }).nameserver].flat() : null
  if (list === null) return null
  return list.flatMap((n) => {
    const name = typeof n === 'string' ? n : (n as { nameserver?: unknown } | null)?.nameserver
    return typeof name === 'string' && name !== '' ? [name.toLowerCase()] : []
  })
}

export class NameSiloProvider implements RegistrarProvider {
  readonly name = 'namesilo'
  readonly credentialFields = ['apiKey'] as const

  async list (call: ProviderCall, cursor: string | null): Promise<ListStep> {
    const offset = cursor === null ? 0 : Number(cursor)
    const all = [...new Set(names((await operation(call, 'listDomains')).domains))].sort()
    const chunk = all.slice(offset, offset + detailChunk(call.endpoint.intervalMs))
    // A few in flight: each still waits for its own pacing turn, so the account's pace is what
    // bounds the step, not one request's round trip after another. No new call starts after
    // STEP_MAX_MS: the step ends with the calls made (a prefix of the chunk), so it always fits
    // well inside a check's deadline and the next step goes on from there.
    const started = Date.now()
    const domains: RegistrarDomainFacts[] = []
    let taken = 0
    const lane = async (): Promise<void> => {
      while (taken < chunk.length && (taken === 0 || Date.now() - started < STEP_MAX_MS)) {
        const i = taken++
        const name = chunk[i]
        const info = await operation(call, 'getDomainInfo', { domain: name })
        domains[i] = {
          domain: name,
          expiresOn: isoDay(info.expires),
          createdOn: isoDay(info.created),
          autoRenew: flag(info.auto_renew),
          locked: flag(info.locked),
          privacy: flag(info.private),
          nameservers: nameservers(info.nameservers)
        }
      }
    }
    await Promise.all(Array.from({ length: Math.min(DETAILS_IN_FLIGHT, chunk.length) }, lane))
    const next = offset + taken
    return { domains: domains.slice(0, taken), next: next < all.length ? String(next) : null, total: all.length }
  }

  async prices (call: ProviderCall): Promise<TldPrice[]> {
    const reply = await operation(call, 'getPrices')
    return Object.entries(reply).flatMap(([tld, value]) => {
      if (value === null || typeof value !== 'object' || !('renew' in value)) return []
      const minor = toMinor((value as { renew: unknown }).renew)
      return minor === null ? [] : [{ tld: tld.toLowerCase(), renewMinor: minor, currency: 'USD' }]
    })
  }
}
