// Turns at paced outside services for the checks of one worker (CheckContext.pace/backOff).
// The turns live in the database (PacingRepository), so every worker and replica shares them.
// A turn due soon is waited for; one further off defers the check (CheckDeferred) and its row
// comes back when the turn is near, so waiting never ties up a worker's slots.
import { setTimeout as sleep } from 'node:timers/promises'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { OutboundClient } from '../outbound'
import { PacingRepository } from './pacing-repository'
import { CheckDeferred, type PacedCalls } from './types'

/** A check waits at most this long for its turn; beyond it, the check is deferred. */
export const PACE_MAX_WAIT_MS = 2000

export interface Pacer {
  pace: (key: string, spacingMs: number, signal: AbortSignal) => Promise<void>
  backOff: (key: string, delayMs: number) => Promise<void>
}

// Pacing is about real seconds between requests, so it reads the system clock, not the
// injected one that business rules (expiry days) use.
export function createPacer (repo: PacingRepository, maxWaitMs = PACE_MAX_WAIT_MS): Pacer {
  return {
    async pace (key, spacingMs, signal) {
      const now = Date.now()
      const turn = await repo.reserve(key, Math.max(0, Math.round(spacingMs)), now, maxWaitMs)
      if (turn === null) {
        // Come back just as the next turn can be reserved (plus a little spread, so deferred
        // rows of one service do not all return in the same instant).
        const next = await repo.nextAt(key)
        throw new CheckDeferred(Math.max(0, next - maxWaitMs - now) + Math.random() * maxWaitMs)
      }
      const wait = turn - Date.now()
      if (wait > 0) await sleep(wait, undefined, { signal })
    },
    async backOff (key, delayMs) {
      await repo.pushBack(key, Date.now() + delayMs)
    }
  }
}

/**
 * Paced outbound calls for work done inside an API request (a Test button, an inspection asked
 * for now): the same shared turns the checks take, given up after `timeoutMs` so a request
 * never waits longer than its caller will.
 */
export function requestPacing (db: Kysely<Database>, client: OutboundClient, timeoutMs: number): PacedCalls {
  const pacer = createPacer(new PacingRepository(db))
  const signal = AbortSignal.timeout(timeoutMs)
  return {
    client,
    signal,
    pace: async (key, spacingMs) => { await pacer.pace(key, spacingMs, signal) },
    backOff: async (key, delayMs) => { await pacer.backOff(key, delayMs) }
  }
}
