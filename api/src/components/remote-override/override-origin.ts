import { HttpError } from '../../platform/errors'

export const OVERRIDE_MESSAGES = {
  off: 'Remote overrides are off: REMOTE_OVERRIDE_ORIGINS is empty',
  notUrl: 'The address must be an http(s) URL of the remote\'s mf-manifest.json or remoteEntry.js',
  onlyAdmins: 'Only admins can override a remote',
  sessionOnly: 'A remote override belongs to a signed-in browser: API tokens cannot set or resolve one',
  invalid: 'The remote override kept in this browser is not valid for this account; it was cleared',
  unlisted: (origin: string, allowed: string[]) => `${origin} is not in REMOTE_OVERRIDE_ORIGINS (allowed: ${allowed.join(', ')})`,
  stale: (origin: string) => `${origin} is no longer in REMOTE_OVERRIDE_ORIGINS; the remote override was cleared`
} as const

/** The origin of an override address, or undefined when it is not an http(s) URL. */
export function originOf (url: string): string | undefined {
  try {
    const parsed = new URL(url)
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined
    if (parsed.username !== '' || parsed.password !== '') return undefined
    return parsed.origin
  } catch {
    return undefined
  }
}

/** The address, normalised, when its origin is listed; a 400 naming the reason otherwise. */
export function checkOverrideUrl (url: string, allowed: string[]): string {
  if (allowed.length === 0) throw new HttpError(400, OVERRIDE_MESSAGES.off)
  const origin = originOf(url.trim())
  if (origin === undefined) throw new HttpError(400, OVERRIDE_MESSAGES.notUrl)
  if (!allowed.includes(origin)) throw new HttpError(400, OVERRIDE_MESSAGES.unlisted(origin, allowed))
  return new URL(url.trim()).toString()
}
