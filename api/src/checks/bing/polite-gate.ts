// Spaces requests to one service out: each caller waits its turn, and turns are
// `intervalMs ± jitterMs` apart (uniformly random), so a large batch trickles out at a rate a
// search engine tolerates instead of arriving in bursts or on a fixed, bot-like beat.
import { setTimeout as sleep } from 'node:timers/promises'

export class PoliteGate {
  private nextAt = 0
  private queue: Promise<void> = Promise.resolve()

  constructor (
    private readonly intervalMs: number,
    private readonly jitterMs: number,
    private readonly signal?: AbortSignal,
    private readonly random: () => number = Math.random
  ) {}

  /** Resolves when the caller may send its request; rejects when the signal aborts (app closing). */
  async wait (): Promise<void> {
    const turn = this.queue.then(async () => {
      const delay = this.nextAt - Date.now()
      // ref: false so a waiting batch never keeps the process alive on shutdown.
      if (delay > 0) await sleep(delay, undefined, { signal: this.signal, ref: false })
      this.signal?.throwIfAborted()
      this.nextAt = Date.now() + this.spacing()
    })
    this.queue = turn.catch(() => {})
    await turn
  }

  /** Milliseconds until the following turn. */
  spacing (): number {
    if (this.jitterMs === 0) return this.intervalMs
    return Math.max(0, Math.round(this.intervalMs + (this.random() * 2 - 1) * this.jitterMs))
  }
}
