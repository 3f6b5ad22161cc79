// Secrets the product must read back to use (alert channel secrets: a webhook's signing key, a
// Slack or Discord webhook URL, a Telegram bot token; registrar API credentials) cannot be
// hashed: they are encrypted at rest with a key derived from JWT_SECRET (AES-256-GCM), one key
// per purpose, and the API never sends them back. Rotating JWT_SECRET means entering them again.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

const VERSION = 'v1'

export class SecretBox {
  private readonly key: Buffer

  /** `purpose` separates the keys of unrelated secrets (the alert channels keep their original one). */
  constructor (appSecret: string, purpose: 'alert-channel-secrets' | 'registrar-credentials' = 'alert-channel-secrets') {
    this.key = Buffer.from(hkdfSync('sha256', appSecret, 'sitefleet', purpose, 32))
  }

  seal (plain: string): string {
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', this.key, iv)
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
    return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.')
  }

  /** The secret, or null when it cannot be opened (JWT_SECRET changed since it was sealed). */
  open (sealed: string): string | null {
    const [version, iv, tag, data] = sealed.split('.')
    if (version !== VERSION || iv === undefined || tag === undefined || data === undefined) return null
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8')
    } catch {
      return null
    }
  }
}
