// Long synchronous work (parsing a 20 MB file, planning 250,000 rows) blocks every other request
// of the process until it ends. Work done in slices that await this between them lets the event
// loop answer other calls (timers, I/O) in between (the goal is no block over 200 ms).

/** Resolves on the next turn of the event loop, after pending I/O callbacks. */
export async function yieldToLoop (): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve))
}

/**
 * Yields once the work since the last yield has taken `budgetMs`: call `tick()` between small
 * units of work. A fixed count of units per slice would block for long on a slow or busy machine.
 */
export function loopBudget (budgetMs = 20): { tick: () => Promise<void> } {
  let since = performance.now()
  return {
    tick: async () => {
      if (performance.now() - since < budgetMs) return
      await yieldToLoop()
      since = performance.now()
    }
  }
}
