// When a failed delivery is tried again: 30 s, 1 min, 2 min … doubling up to an hour, sooner
// never than a receiver's Retry-After; after 24 hours it is given up (state "failed").
export const RETRY_BASE_MS = 30_000
export const RETRY_MAX_MS = 60 * 60_000
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000

/** The next attempt after `attempts` failed ones, or null to give up. */
export function nextAttempt (attempts: number, createdAt: string, now: Date, retryAfterMs?: number): Date | null {
  const delay = Math.max(Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS), retryAfterMs ?? 0)
  const at = new Date(now.getTime() + delay)
  return at.getTime() - Date.parse(createdAt) > GIVE_UP_AFTER_MS ? null : at
}
