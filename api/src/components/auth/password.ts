// Password hashing with scrypt from node:crypto (no native add-on). Stored as
// "scrypt$N$r$p$salt$hash" so parameters can be raised later without breaking
// existing hashes.
import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

const N = 16384
const R = 8
const P = 1
const KEY_LENGTH = 64

function derive (password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: 256 * n * r }, (err, key) => {
      if (err) reject(err)
      else resolve(key)
    })
  })
}

export async function hashPassword (password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, N, R, P)
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$')
}

export async function verifyPassword (password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64')
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p))
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

// A valid hash of a random password: checking against it when the e-mail is
// unknown costs the same time as a real check, so timing does not reveal
// which e-mails have accounts.
let dummyHash: Promise<string> | undefined
export function dummyPasswordHash (): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'))
  return dummyHash
}

/** Constant-time comparison of two strings of any length. */
export function safeEqual (a: string, b: string): boolean {
  // Hashing first gives equal-length inputs, so neither length nor content leaks through timing.
  const left = createHash('sha256').update(a).digest()
  const right = createHash('sha256').update(b).digest()
  return timingSafeEqual(left, right)
}

/** A strong random password for the generated first admin. */
export function generatePassword (): string {
  return randomBytes(18).toString('base64url')
}
