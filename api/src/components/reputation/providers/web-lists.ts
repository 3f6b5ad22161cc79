// Google's unsafe-site lists for each site's home page, one of two by configuration: Web Risk
// (`uris:search`, one URL a request; commercial use) or Safe Browsing v4 Lookup
// (`threatMatches:find`, up to 500 URLs a request; non-commercial use). The key goes in the
// x-goog-api-key header, never in a URL that could be logged.
import { OutboundError } from '../../../platform/outbound'
import type { CheckContext } from '../../../platform/jobs/types'
import type { LookupOutcome, ReputationProvider } from './provider'

export const WEB_RISK_URL = 'https://webrisk.googleapis.com/v1/uris:search'
export const SAFE_BROWSING_URL = 'https://safebrowsing.googleapis.com/v4/threatMatches:find'
const THREAT_TYPES = ['MALWARE', 'SOCIAL_ENGINEERING', 'UNWANTED_SOFTWARE'] as const
/** Web Risk's default quota: 6,000 requests a minute. */
const WEB_RISK_SPACING_MS = 10
/** Safe Browsing's default quota: 10,000 requests a day. */
const SAFE_BROWSING_SPACING_MS = 8640

const homePage = (domain: string): string => `https://${domain}/`

function failed (values: readonly string[], error: string): Map<string, LookupOutcome> {
  return new Map(values.map((v) => [v, { error }]))
}

async function webRisk (values: readonly string[], ctx: CheckContext, key: string): Promise<Map<string, LookupOutcome>> {
  const out = new Map<string, LookupOutcome>()
  for (const value of values) {
    const query = new URLSearchParams([...THREAT_TYPES.map((t): [string, string] => ['threatTypes', t]), ['uri', homePage(value)]])
    try {
      const res = await ctx.client.get(`${WEB_RISK_URL}?${query.toString()}`, { signal: ctx.signal, accept: 'application/json', headers: { 'x-goog-api-key': key }, maxBytes: 64 * 1024, maxRedirects: 0 })
      if (res.status !== 200) { out.set(value, { error: `Web Risk answered HTTP ${res.status}` }); continue }
      const body = JSON.parse(res.body) as { threat?: { threatTypes?: unknown } }
      const types = Array.isArray(body.threat?.threatTypes) ? body.threat.threatTypes.map(String) : []
      out.set(value, { listings: types.map((t) => ({ category: t, code: t })) })
    } catch (err) {
      if (err instanceof SyntaxError) out.set(value, { error: 'Web Risk sent an unreadable answer' })
      else if (err instanceof OutboundError) out.set(value, { error: `Web Risk: ${err.message}` })
      else throw err
    }
  }
  return out
}

async function safeBrowsing (values: readonly string[], ctx: CheckContext, key: string): Promise<Map<string, LookupOutcome>> {
  const body = JSON.stringify({
    client: { clientId: 'sitefleet', clientVersion: '1' },
    threatInfo: { threatTypes: THREAT_TYPES, platformTypes: ['ANY_PLATFORM'], threatEntryTypes: ['URL'], threatEntries: values.map((v) => ({ url: homePage(v) })) }
  })
  try {
    const res = await ctx.client.post(SAFE_BROWSING_URL, body, { signal: ctx.signal, accept: 'application/json', contentType: 'application/json', headers: { 'x-goog-api-key': key }, maxBytes: 4 * 1024 * 1024 })
    if (res.status !== 200) return failed(values, `Safe Browsing answered HTTP ${res.status}`)
    const matches = (JSON.parse(res.body) as { matches?: Array<{ threatType?: unknown, threat?: { url?: unknown } }> }).matches ?? []
    const out = new Map<string, LookupOutcome>(values.map((v) => [v, { listings: [] }]))
    const byUrl = new Map(values.map((v) => [homePage(v), v]))
    for (const m of matches) {
      const value = byUrl.get(String(m.threat?.url ?? ''))
      const found = value === undefined ? undefined : out.get(value)
      if (found !== undefined && 'listings' in found && !found.listings.some((l) => l.category === String(m.threatType))) found.listings.push({ category: String(m.threatType), code: String(m.threatType) })
    }
    return out
  } catch (err) {
    if (err instanceof SyntaxError) return failed(values, 'Safe Browsing sent an unreadable answer')
    if (err instanceof OutboundError) return failed(values, `Safe Browsing: ${err.message}`)
    throw err
  }
}

export const WEB_LIST: ReputationProvider = {
  id: 'web',
  label: (s) => (s.web?.kind === 'safe-browsing' ? 'Google Safe Browsing' : 'Google Web Risk'),
  subject: 'domain',
  dns: false,
  // Safe Browsing takes 500 URLs a request, Web Risk one.
  batch: (s) => (s.web?.kind === 'safe-browsing' ? 500 : 1),
  paceKey: 'reputation:google',
  spacingMs: (s) => (s.web?.kind === 'safe-browsing' ? SAFE_BROWSING_SPACING_MS : WEB_RISK_SPACING_MS),
  rate: 'Web Risk: 6,000 requests a minute; Safe Browsing: 10,000 requests a day of up to 500 URLs',
  configured: (s) => s.web !== undefined,
  lookupUrl: (value) => `https://transparencyreport.google.com/safe-browsing/search?url=${encodeURIComponent(value)}`,
  async lookup (values, ctx) {
    const web = ctx.config.reputation.web
    if (web === undefined) return failed(values, 'No Google API key is configured')
    return web.kind === 'safe-browsing' ? await safeBrowsing(values, ctx, web.key) : await webRisk(values, ctx, web.key)
  }
}
