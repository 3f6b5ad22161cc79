// The acknowledge link in every alert message: /ack/<delivery id>.<expiry>.<HMAC>, signed with a
// key derived from JWT_SECRET. It is derived from the delivery, so every retry of one delivery
// carries the same link, and only its SHA-256 is stored (a database copy cannot be replayed).
// A forged or altered link fails its signature before the database is asked; a valid one is
// used once, before it expires, and names whom it was sent to.
import { createHash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/schema'
import { AckLinkRepository, type AckLinkRow } from './ack-link-repository'

/** How long an acknowledge link works after its alert was queued. */
export const ACK_LINK_HOURS = 24
const TOKEN = /^(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/

export const sha256 = (token: string): string => createHash('sha256').update(token).digest('hex')

export interface AckLinkConfig {
  jwtSecret: string
  publicUrl: string
}

export interface IssuedLink {
  deliveryId: number
  incidentId: number
  recipient: string
  /** When the delivery was queued: the link expires ACK_LINK_HOURS later. */
  queuedAt: string
}

export class AckLinks {
  private readonly key: Buffer
  private readonly links: AckLinkRepository

  constructor (db: Kysely<Database>, private readonly config: AckLinkConfig) {
    this.key = Buffer.from(hkdfSync('sha256', config.jwtSecret, 'sitefleet', 'incident-ack-links', 32))
    this.links = new AckLinkRepository(db)
  }

  private sign (payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url')
  }

  /** The link of one delivery (stored once, hashed); the same on every call for it. */
  async issue (link: IssuedLink): Promise<string> {
    const expires = Math.floor(Date.parse(link.queuedAt) / 1000) + ACK_LINK_HOURS * 3600
    const payload = `${link.deliveryId}.${expires}`
    const token = `${payload}.${this.sign(payload)}`
    await this.links.insert({
      token_hash: sha256(token),
      incident_id: link.incidentId,
      delivery_id: link.deliveryId,
      recipient: link.recipient.slice(0, 300),
      expires_at: new Date(expires * 1000).toISOString(),
      created_at: link.queuedAt
    })
    return `${this.config.publicUrl}/ack/${token}`
  }

  /** The stored link of a token whose signature holds; undefined for anything else. */
  async verify (token: string): Promise<AckLinkRow | undefined> {
    const match = TOKEN.exec(token)
    if (match === null) return undefined
    const expected = Buffer.from(this.sign(`${match[1]}.${match[2]}`))
    const given = Buffer.from(match[3])
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
    return await this.links.findByHash(sha256(token))
  }

  async use (token: string, at: Date): Promise<boolean> {
    return await this.links.use(sha256(token), at.toISOString())
  }
}
