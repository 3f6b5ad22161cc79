// Session tokens: HS256 JWTs, 12 hours. The client decodes the payload to read
// the role (spec §6), so it carries sub, role, name and email.
import { createSigner, createVerifier } from 'fast-jwt'
import type { Role } from '../db/schema'

export const TOKEN_LIFETIME_MS = 12 * 60 * 60 * 1000

export interface TokenClaims {
  sub: string
  role: Role
  name: string
  email: string
}

export interface TokenService {
  sign: (claims: TokenClaims) => string
  /** Returns the claims, or undefined for a bad, forged or expired token. */
  verify: (token: string) => TokenClaims | undefined
}

export function createTokenService (secret: string): TokenService {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: TOKEN_LIFETIME_MS })
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'] })
  return {
    sign: (claims) => signer({ ...claims }),
    verify: (token) => {
      try {
        const payload = verifier(token) as Partial<TokenClaims>
        if (typeof payload.sub !== 'string' || typeof payload.role !== 'string') return undefined
        return {
          sub: payload.sub,
          role: payload.role === 'admin' ? 'admin' : 'user',
          name: String(payload.name ?? ''),
          email: String(payload.email ?? '')
        }
      } catch {
        return undefined
      }
    }
  }
}
