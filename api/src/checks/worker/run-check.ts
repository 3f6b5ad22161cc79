// Running one check under a deadline, and many with bounded concurrency. The deadline is an
// AbortSignal the check passes to every outbound call, so a slow site turns into the check's
// own timeout result; if a check ignores it, the hard stop a little later still frees the slot.
import type { CheckContext, CheckResult, CheckTarget, CheckType } from '../types'

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
}

export async function runCheck<R extends CheckResult> (
  type: CheckType<R>, target: CheckTarget, base: Omit<CheckContext, 'signal'>, options: RunOptions
): Promise<R> {
  const deadline = AbortSignal.timeout(options.timeoutMs)
  const signal = options.stop === undefined ? deadline : AbortSignal.any([deadline, options.stop])
  let timer: NodeJS.Timeout | undefined
  let onStop: (() => void) | undefined
  const abandoned = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new CheckAbandonedError(`${type.type} check of ${target.domain} ignored its deadline`)), options.timeoutMs + DEADLINE_GRACE_MS)
    onStop = () => reject(new CheckAbandonedError('worker stopping'))
    options.stop?.addEventListener('abort', onStop, { once: true })
  })
  try {
    if (options.stop?.aborted === true) throw new CheckAbandonedError('worker stopping')
    return await Promise.race([type.check(target, { ...base, signal }), abandoned])
  } finally {
    clearTimeout(timer)
    if (onStop !== undefined) options.stop?.removeEventListener('abort', onStop)
    abandoned.catch(() => {}) // settled or not, nobody awaits it any more
  }
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
