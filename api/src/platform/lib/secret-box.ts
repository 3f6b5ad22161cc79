// Secrets the product must read back to use (alert channel secrets: a webhook's signing key, a
// Slack or Discord webhook URL, a Telegram bot token; registrar API credentials) cannot be
// hashed: they are encrypted at rest (AES-256-GCM), one key per purpose, and the API never sends
// them back. Every sealed value names the key that opens it, so values sealed under several keys
// live side by side while `npm run rotate-secrets` moves them to the current one:
//   v1.<iv>.<tag>.<data>          the key derived from JWT_SECRET (installations without SECRETS_KEY)
//   v2.<key id>.<iv>.<tag>.<data> a SECRETS_KEY, named by its id (a hash of it, not the key)
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto'
import type { SecretsSettings } from '../config/secrets-settings'

export type SealPurpose = 'alert-channel-secrets' | 'registrar-credentials' | 'search-credentials'

/** What the keys are made from: the config's `secrets` and `jwtSecret`. */
export interface SealingKeys {
  secrets: SecretsSettings
  jwtSecret: string
}

const LEGACY = 'v1'
const KEYED = 'v2'

interface Key {
  /** 'v1' for the JWT_SECRET key, else the SECRETS_KEY's id. */
  id: string
  bytes: Buffer
}

/** The public name of a SECRETS_KEY, stored beside what it sealed: which key opens a value. */
export function secretsKeyId (material: string): string {
  return createHash('sha256').update('sitefleet secrets key id\0').update(material).digest('hex').slice(0, 16)
}

function legacyKey (jwtSecret: string, purpose: SealPurpose): Key {
  return { id: LEGACY, bytes: Buffer.from(hkdfSync('sha256', jwtSecret, 'sitefleet', purpose, 32)) }
}

function namedKey (material: string, purpose: SealPurpose): Key {
  return { id: secretsKeyId(material), bytes: Buffer.from(hkdfSync('sha256', material, 'sitefleet-secrets', purpose, 32)) }
}

export class SecretBox {
  private readonly current: Key
  /** Every key that opens, the current one included. */
  private readonly openers = new Map<string, Key>()

  /** `purpose` separates the keys of unrelated secrets. */
  constructor (keys: SealingKeys, purpose: SealPurpose = 'alert-channel-secrets') {
    const legacy = legacyKey(keys.jwtSecret, purpose)
    this.current = keys.secrets.key === undefined ? legacy : namedKey(keys.secrets.key, purpose)
    for (const key of [this.current, ...keys.secrets.previous.map((m) => namedKey(m, purpose)), legacy]) {
      if (!this.openers.has(key.id)) this.openers.set(key.id, key)
    }
  }

  seal (plain: string): string {
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', this.current.bytes, iv)
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
    const head = this.current.id === LEGACY ? [LEGACY] : [KEYED, this.current.id]
    return [...head, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.')
  }

  /** The secret, or null when none of the keys opens it (its key is gone, or it was altered). */
  open (sealed: string): string | null {
    const parsed = parse(sealed)
    const key = parsed === null ? undefined : this.openers.get(parsed.keyId)
    if (parsed === null || key === undefined) return null
    try {
      const decipher = createDecipheriv('aes-256-gcm', key.bytes, parsed.iv)
      decipher.setAuthTag(parsed.tag)
      return Buffer.concat([decipher.update(parsed.data), decipher.final()]).toString('utf8')
    } catch {
      return null
    }
  }

  /** Whether `sealed` is under the key new values are sealed with (nothing for a rotation to do). */
  isCurrent (sealed: string): boolean {
    return parse(sealed)?.keyId === this.current.id
  }
}

function parse (sealed: string): { keyId: string, iv: Buffer, tag: Buffer, data: Buffer } | null {
  const parts = sealed.split('.')
  const [keyId, rest] = parts[0] === LEGACY && parts.length === 4
    ? [LEGACY, parts.slice(1)]
    : parts[0] === KEYED && parts.length === 5 ? [parts[1], parts.slice(2)] : [undefined, []]
  if (keyId === undefined) return null
  const [iv, tag, data] = rest.map((p) => Buffer.from(p, 'base64url'))
  return { keyId, iv, tag, data }
}
