// What each kind of account keeps, sealed (secret-box purpose 'search-credentials'): a Google
// service account's client e-mail and private key (from its key JSON), a Google OAuth
// account's optional own client and its refresh token once connected, a Bing API key. Checked
// on the way in with an error naming the field; never sent back nor logged.
import { validationError } from '../../platform/errors'
import type { AppConfig } from '../../platform/config/config'
import { SecretBox } from '../../platform/lib/secret-box'
import type { SearchAccountKind } from './tables'

export interface StoredCredentials {
  clientEmail?: string
  privateKey?: string
  privateKeyId?: string
  clientId?: string
  clientSecret?: string
  refreshToken?: string
  apiKey?: string
}

const MAX_KEY_JSON = 16_384

function need (value: unknown, field: string, what: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw validationError(`${what} needs ${field}`, 400, `credentials.${field}`)
  return value.trim()
}

/** The credentials a new account (or a replacement) gives, checked and reduced to what is kept. */
export function checkCredentials (kind: SearchAccountKind, given: Record<string, string>): StoredCredentials {
  const allowed: Record<SearchAccountKind, string[]> = { 'google-service-account': ['keyJson'], 'google-oauth': ['clientId', 'clientSecret'], bing: ['apiKey'] }
  const unknown = Object.keys(given).filter((k) => !allowed[kind].includes(k))
  if (unknown.length > 0) throw validationError(`${kind} credentials have no field "${unknown[0]}" (expected ${allowed[kind].join(', ')})`, 400, `credentials.${unknown[0]}`)
  if (kind === 'bing') return { apiKey: need(given.apiKey, 'apiKey', 'A Bing Webmaster account') }
  if (kind === 'google-oauth') {
    const id = given.clientId?.trim() ?? ''
    const secret = given.clientSecret?.trim() ?? ''
    if ((id === '') !== (secret === '')) throw validationError('An own OAuth client needs both clientId and clientSecret (or neither, to use the installation\'s)', 400, `credentials.${id === '' ? 'clientId' : 'clientSecret'}`)
    return id === '' ? {} : { clientId: id, clientSecret: secret }
  }
  const text = need(given.keyJson, 'keyJson', 'A Google service account')
  if (text.length > MAX_KEY_JSON) throw validationError(`The service account key JSON is longer than ${MAX_KEY_JSON} characters: paste the key file Google gave`, 400, 'credentials.keyJson')
  let key: Record<string, unknown>
  try {
    key = JSON.parse(text) as Record<string, unknown>
  } catch {
    throw validationError('The service account key is not JSON: paste the whole key file (it starts with {"type": "service_account", …)', 400, 'credentials.keyJson')
  }
  if (key === null || typeof key !== 'object' || key.type !== 'service_account') throw validationError('The key JSON is not a service account key ("type" is not "service_account")', 400, 'credentials.keyJson')
  const privateKey = need(key.private_key, 'keyJson.private_key', 'The service account key')
  if (!privateKey.includes('PRIVATE KEY')) throw validationError('The key JSON\'s private_key is not a PEM private key', 400, 'credentials.keyJson')
  return { clientEmail: need(key.client_email, 'keyJson.client_email', 'The service account key'), privateKey, ...(typeof key.private_key_id === 'string' ? { privateKeyId: key.private_key_id } : {}) }
}

export class CredentialBox {
  private readonly box: SecretBox

  constructor (config: AppConfig) {
    this.box = new SecretBox(config, 'search-credentials')
  }

  seal (credentials: StoredCredentials): string {
    return this.box.seal(JSON.stringify(credentials))
  }

  /** null when the server secret changed since they were sealed. */
  open (sealed: string): StoredCredentials | null {
    const plain = this.box.open(sealed)
    if (plain === null) return null
    try {
      return JSON.parse(plain) as StoredCredentials
    } catch {
      return null
    }
  }
}
