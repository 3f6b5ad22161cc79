// Six-digit e-mail codes: random, hashed at rest, 10 minutes, 5 wrong tries.
import { createHmac, randomInt, randomUUID } from 'node:crypto'
import type { CodePurpose } from './tables'
import type { CodeRepository } from './code-repository'
import { safeEqual } from './password'

export const CODE_LIFETIME_MS = 10 * 60 * 1000
export const MAX_CODE_ATTEMPTS = 5

export type CodeCheck = 'ok' | 'invalid' | 'burned'

export class OneTimeCodes {
  constructor (
    private readonly codes: CodeRepository,
    private readonly secret: string,
    private readonly now: () => Date = () => new Date()
  ) {}

  private hash (userId: string, code: string): string {
    // Keyed with the server secret: a leaked table alone cannot be brute-forced offline.
    return createHmac('sha256', this.secret).update(`${userId}:${code}`).digest('hex')
  }

  /** Creates a new code, replacing any earlier unused one of the same purpose. */
  async issue (userId: string, purpose: CodePurpose): Promise<string> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    const now = this.now()
    await this.codes.invalidateActive(userId, purpose, now.toISOString())
    await this.codes.create({
      id: randomUUID(),
      user_id: userId,
      purpose,
      code_hash: this.hash(userId, code),
      expires_at: new Date(now.getTime() + CODE_LIFETIME_MS).toISOString(),
      consumed_at: null,
      created_at: now.toISOString()
    })
    return code
  }

  /** Checks and, when right, consumes the code. 'burned' = this wrong try was the last allowed. */
  async check (userId: string, purpose: CodePurpose, code: string): Promise<CodeCheck> {
    const now = this.now().toISOString()
    const row = await this.codes.findActive(userId, purpose, now)
    if (row === undefined) return 'invalid'
    if (safeEqual(this.hash(userId, code.trim()), row.code_hash)) {
      return (await this.codes.consume(row.id, now)) ? 'ok' : 'invalid'
    }
    const attempts = await this.codes.recordWrongAttempt(row.id, MAX_CODE_ATTEMPTS, now)
    return attempts !== undefined && attempts >= MAX_CODE_ATTEMPTS ? 'burned' : 'invalid'
  }
}
