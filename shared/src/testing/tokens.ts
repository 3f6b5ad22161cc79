/** Test JWTs: unsigned (the client only decodes; the server verifies). */
function base64url (value: object): string {
  return btoa(JSON.stringify(value)).replace(/(?<!=)=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
}

export interface TestTokenClaims {
  sub?: string;
  role?: string;
  name?: string;
  email?: string;
  /** Seconds since the epoch; defaults to one hour from now. */
  exp?: number;
  /** The session passed the dating category's password. */
  dating?: boolean;
}

export function makeToken (claims: TestTokenClaims = {}): string {
  const payload = {
    sub: 'u1',
    role: 'user',
    name: 'Test User',
    email: 'user@example.com',
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...claims,
  }
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`
}

export const adminToken = (claims: TestTokenClaims = {}) =>
  makeToken({ sub: 'a1', role: 'admin', name: 'Ada Admin', email: 'admin@example.com', ...claims })
export const userToken = (claims: TestTokenClaims = {}) => makeToken({ role: 'user', name: 'Uma User', ...claims })
