// Session tokens: HS256 JWTs, 12 hours. The client decodes the payload to read
// the role, so it carries sub, role, name and email; `ver` is the
// account's token version when it was signed (sessions.ts checks it) and
// `dating` says the session passed the dating category's password.
import { createSigner, createVerifier } from 'fast-jwt'
import type { Role } from '../db/schema'

export const TOKEN_LIFETIME_MS = 12 * 60 * 60 * 1000

export interface TokenClaims {
  sub: string
  role: Role
  name: string
  email: string
  /** The account's token version at signing; tokens from before versions existed read as 0. */
  ver: number
  /** Set by POST /auth/dating-access: this session may use the dating scope. */
  dating?: true
}

export interface VerifiedClaims extends TokenClaims {
  /** Expiry, in seconds since the epoch. */
  exp: number
}

export interface TokenService {
  /** A new session token; `exp` (seconds) keeps an existing session's expiry instead of 12 hours from now. */
  sign: (claims: TokenClaims, exp?: number) => string
  /** Returns the claims, or undefined for a bad, forged or expired token. */
  verify: (token: string) => VerifiedClaims | undefined
}

export function createTokenService (secret: string): TokenService {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: TOKEN_LIFETIME_MS })
  const sameExpirySigner = createSigner({ key: secret, algorithm: 'HS256' })
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'] })
  return {
    sign: (claims, exp) => exp === undefined ? signer({ ...claims }) : sameExpirySigner({ ...claims, exp }),
    verify: (token) => {
      try {
        const payload = verifier(token) as Partial<VerifiedClaims>
        if (typeof payload.sub !== 'string' || typeof payload.role !== 'string' || typeof payload.exp !== 'number') return undefined
        return {
          sub: payload.sub,
          role: payload.role === 'admin' ? 'admin' : 'user',
          name: String(payload.name ?? ''),
          email: String(payload.email ?? ''),
          ver: typeof payload.ver === 'number' ? payload.ver : 0,
          ...(payload.dating === true ? { dating: true as const } : {}),
          exp: payload.exp
        }
      } catch {
        return undefined
      }
    }
  }
}
