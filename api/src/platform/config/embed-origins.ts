// EMBED_ORIGINS: the exact origins allowed to embed Sitefleet's panels, by script
// (the API answers CORS for them) or by frame (/embed/ pages allow them in frame-ancestors).
// Only exact origins: a wildcard would hand a bearer-token API to every page on the web, a path
// means the operator confused origin with URL, and `null` is what sandboxed frames and file://
// pages send, which anyone can produce.
import { ConfigError } from '../errors'
import { type Env, value } from './env'

/** More origins than any deployment needs; bounds the work done per preflight. */
const MAX_ORIGINS = 100

function parseOrigin (name: string, raw: string): string {
  const bad = (why: string) => new ConfigError(`${name} must be a comma-separated list of exact origins like https://wall.example.com (${why}: "${raw}")`)
  if (raw === '*' || raw.includes('*')) throw bad('no wildcards')
  if (raw.toLowerCase() === 'null') throw bad('"null" is not an origin anyone can be trusted with')
  let parsed: URL
  try {
    parsed = new URL(raw)
  } catch {
    throw bad('not a URL')
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw bad('only http and https origins')
  if (parsed.username !== '' || parsed.password !== '') throw bad('no user or password')
  // new URL('https://a.com/') has pathname '/': an origin written with a trailing slash is fine.
  if (!/^[a-z]+:\/\/[^/?#]+\/?$/i.test(raw)) throw bad('an origin has no path, query or fragment')
  return parsed.origin
}

/**
 * A comma-separated list of exact origins, normalised (lower-case host, default port dropped);
 * [] when unset. Also REMOTE_OVERRIDE_ORIGINS, under the same rules for the same reasons.
 */
export function parseOriginList (env: Env, name: string): string[] {
  const raw = value(env, name)
  if (raw === undefined) return []
  const items = raw.split(',').map((item) => item.trim()).filter((item) => item !== '')
  if (items.length > MAX_ORIGINS) throw new ConfigError(`${name} lists ${items.length} origins; at most ${MAX_ORIGINS}`)
  return [...new Set(items.map((item) => parseOrigin(name, item)))]
}

/** The origins of EMBED_ORIGINS. */
export function parseEmbedOrigins (env: Env): string[] {
  return parseOriginList(env, 'EMBED_ORIGINS')
}
