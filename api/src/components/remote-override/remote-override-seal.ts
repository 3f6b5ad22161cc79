// Why a server-signed value kept by the browser, rather than a row per admin and session: a
// session here is a bearer JWT in one browser's localStorage with no session id to key a row by,
// and "this browser only" is exactly what that browser's own storage is. The server still decides:
// the shell applies nothing it has not just presented and had answered by POST .../resolve, which
// checks the signature, that the caller is the admin it was made for and still an admin, and that
// the origin is still listed in REMOTE_OVERRIDE_ORIGINS. Only the settings screen writes the
// value (no URL parameter or hash can), so a link sent to an admin cannot load anyone's code.
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Static } from 'typebox'
import type { RemoteOverride } from './schemas'

export type Override = Static<typeof RemoteOverride>

/** An override lasts a working month; setting it again renews it. */
export const SEAL_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000

interface Sealed extends Override {
  sub: string
  exp: number
}

export class RemoteOverrideSeal {
  private readonly key: Buffer

  constructor (secret: string, private readonly now: () => Date = () => new Date()) {
    // Its own key, derived from the session secret: a seal is never mistaken for a session token.
    this.key = createHmac('sha256', secret).update('sitefleet remote override').digest()
  }

  seal (userId: string, override: Override): string {
    const body: Sealed = { sub: userId, remote: override.remote, url: override.url, exp: this.now().getTime() + SEAL_LIFETIME_MS }
    const payload = Buffer.from(JSON.stringify(body)).toString('base64url')
    return `${payload}.${this.mac(payload)}`
  }

  /** The override sealed for `userId`, or undefined when forged, someone else's or expired. */
  open (userId: string, seal: string): Override | undefined {
    const [payload, mac, extra] = seal.split('.')
    if (payload === undefined || mac === undefined || extra !== undefined) return undefined
    const expected = Buffer.from(this.mac(payload))
    const given = Buffer.from(mac)
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
    let body: Partial<Sealed>
    try {
      body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<Sealed>
    } catch {
      return undefined
    }
    if (body.sub !== userId || typeof body.exp !== 'number' || body.exp < this.now().getTime()) return undefined
    if (typeof body.remote !== 'string' || typeof body.url !== 'string') return undefined
    return { remote: body.remote as Override['remote'], url: body.url }
  }

  private mac (payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url')
  }
}
