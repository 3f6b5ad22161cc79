// The key that seals stored credentials (alert channel secrets, registrar API keys), apart from
// JWT_SECRET so that a new session secret after a leak keeps every stored credential readable.
// SECRETS_KEY is the key new values are sealed with; SECRETS_KEY_PREVIOUS (comma separated) are
// older keys that still open what `npm run rotate-secrets` has not re-sealed yet. Unset, values
// are sealed as they always were, under a key derived from JWT_SECRET.
import { ConfigError } from '../errors'
import { type Env, value } from './env'

export interface SecretsSettings {
  /** SECRETS_KEY; undefined: the key derived from JWT_SECRET seals. */
  key?: string
  /** SECRETS_KEY_PREVIOUS: keys that only open. */
  previous: string[]
}

/** As long as JWT_SECRET's minimum: a shorter key is too easy to guess. */
export const SECRETS_KEY_MIN_LENGTH = 32

export function loadSecretsSettings (env: Env): SecretsSettings {
  const key = value(env, 'SECRETS_KEY')
  if (key !== undefined && key.length < SECRETS_KEY_MIN_LENGTH) {
    throw new ConfigError(`SECRETS_KEY must be at least ${SECRETS_KEY_MIN_LENGTH} characters long (make one with: openssl rand -base64 48)`)
  }
  const previous = (value(env, 'SECRETS_KEY_PREVIOUS') ?? '').split(',').map((k) => k.trim()).filter((k) => k !== '')
  if (previous.some((k) => k.length < SECRETS_KEY_MIN_LENGTH)) {
    throw new ConfigError(`SECRETS_KEY_PREVIOUS must list keys of at least ${SECRETS_KEY_MIN_LENGTH} characters each, separated by commas`)
  }
  if (previous.length > 0 && key === undefined) {
    throw new ConfigError('SECRETS_KEY_PREVIOUS is set but SECRETS_KEY is not: set SECRETS_KEY to the key new values are sealed with')
  }
  return { key, previous }
}
