// Long synchronous work (parsing a 20 MB file, planning 250,000 rows) blocks every other request
// of the process until it ends. Work done in slices that await this between them lets the event
// loop answer other calls (timers, I/O) in between (issue 21: the goal is no block over 200 ms).

/** Resolves on the next turn of the event loop, after pending I/O callbacks. */
export async function yieldToLoop (): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve))
}
