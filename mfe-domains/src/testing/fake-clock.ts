import { act } from '@testing-library/react'

// Captured before any test fakes timers: jsdom has no setImmediate, so real waits use this.
const realSetTimeout = globalThis.setTimeout
const tick = () => new Promise<void>((resolve) => realSetTimeout(resolve, 1))

/**
 * Fake timers and Date for the polling tests, but real I/O (nextTick, setImmediate, hrtime; timers captured here stay real) so
 * the real test server and the XHR in jsdom still answer. Use `eventually` instead of RTL's
 * waitFor/findBy here: those advance fake timers on their own and would fire polls unasked.
 */
export function useFakeClock (now: string | number | Date) {
  const epoch = new Date(now).getTime()
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'hrtime', 'performance'], now: epoch })
}

/** Lets real I/O run, without moving the fake clock, until `assertion` passes (or rethrows it after `timeoutMs` of real time). */
export async function eventually (assertion: () => void, timeoutMs = 3000): Promise<void> {
  const started = process.hrtime.bigint()
  for (;;) {
    try {
      assertion()
      return
    } catch (err) {
      if (Number(process.hrtime.bigint() - started) / 1e6 > timeoutMs) throw err
    }
    await act(tick)
  }
}

/** Lets pending I/O settle for a while (real time) without moving the fake clock. */
export async function settle (ms = 50): Promise<void> {
  const started = process.hrtime.bigint()
  while (Number(process.hrtime.bigint() - started) / 1e6 < ms) {
    await act(tick)
  }
}

/** Moves the fake clock by `ms`, running the timers that fall due, inside act(). */
export async function advance (ms: number): Promise<void> {
  await act(async () => {
    jest.advanceTimersByTime(ms)
  })
}
