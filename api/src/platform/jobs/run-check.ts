// Running one check under a deadline, and many with bounded concurrency. The deadline is an
// AbortSignal the check passes to every outbound call, so a slow site turns into the check's
// own timeout result; if a check ignores it, the hard stop a little later still frees the slot.
import type { CheckContext, CheckResult, CheckTarget, CheckType } from './types'
import type { Pacer } from './pacer'

/** Time a check gets after its deadline to turn the abort into a result. */
export const DEADLINE_GRACE_MS = 1000

export class CheckAbandonedError extends Error {
  constructor (reason: string) {
    super(reason)
    this.name = 'CheckAbandonedError'
  }
}

export interface RunOptions {
  /** The check's deadline. */
  timeoutMs: number
  /** Aborts at once (worker stopping): the result, if any, is not wanted. */
  stop?: AbortSignal
  /** Told each pacing key the check asks a turn of (the scheduler keeps it on the row: its lane). */
  onPace?: (key: string) => void
}

/** What a check's context is made of before its deadline exists. */
export type BaseContext = Omit<CheckContext, 'signal' | 'pace' | 'backOff'> & { pacer: Pacer }

/** The context of one run: the base plus its signal, and turns at paced services bound to it. */
export function contextFor (base: BaseContext, signal: AbortSignal, onPace?: (key: string) => void): CheckContext {
  const { pacer, ...rest } = base
  return {
    ...rest,
    signal,
    pace: async (key, spacingMs) => {
      onPace?.(key)
      await pacer.pace(key, spacingMs, signal)
    },
    backOff: async (key, delayMs) => await pacer.backOff(key, delayMs)
  }
}

/** Runs `work` with a signal that aborts at the deadline or on stop, and a hard stop after it. */
export async function runWithDeadline<T> (work: (signal: AbortSignal) => Promise<T>, what: string, options: RunOptions): Promise<T> {
  const deadline = AbortSignal.timeout(options.timeoutMs)
  const signal = options.stop === undefined ? deadline : AbortSignal.any([deadline, options.stop])
  let timer: NodeJS.Timeout | undefined
  let onStop: (() => void) | undefined
  const abandoned = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new CheckAbandonedError(`${what} ignored its deadline`)), options.timeoutMs + DEADLINE_GRACE_MS)
    onStop = () => reject(new CheckAbandonedError('worker stopping'))
    options.stop?.addEventListener('abort', onStop, { once: true })
  })
  try {
    if (options.stop?.aborted === true) throw new CheckAbandonedError('worker stopping')
    return await Promise.race([work(signal), abandoned])
  } finally {
    clearTimeout(timer)
    if (onStop !== undefined) options.stop?.removeEventListener('abort', onStop)
    abandoned.catch(() => {}) // settled or not, nobody awaits it any more
  }
}

export async function runCheck<R extends CheckResult> (
  type: CheckType<R>, target: CheckTarget, base: BaseContext, options: RunOptions
): Promise<R> {
  return await runWithDeadline(async (signal) => await type.check(target, contextFor(base, signal, options.onPace)), `${type.type} check of ${target.domain}`, options)
}

/** Maps items with at most `limit` in flight, keeping order. */
export async function mapLimit<T, U> (items: readonly T[], limit: number, fn: (item: T) => Promise<U>): Promise<U[]> {
  const results = new Array<U>(items.length)
  let next = 0
  const lane = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++
      results[i] = await fn(items[i])
    }
  }
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, lane))
  return results
}
