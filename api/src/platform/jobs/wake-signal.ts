// The checks worker's sleep: until a wake() (a check finished, a refresh made checks due) or a
// timeout. A wake() that comes while the loop is still claiming is kept, so the next sleep
// returns at once instead of missing it.
export class WakeSignal {
  private waiter: (() => void) | null = null
  private woken = false

  wake (): void {
    const waiter = this.waiter
    this.waiter = null
    if (waiter === null) this.woken = true
    waiter?.()
  }

  /** Sleeps until wake(), or `ms` (null: no timeout). */
  async sleep (ms: number | null): Promise<void> {
    if (this.woken) {
      this.woken = false
      return
    }
    await new Promise<void>((resolve) => {
      const timer = ms === null ? undefined : setTimeout(() => this.wake(), ms)
      this.waiter = () => {
        clearTimeout(timer)
        resolve()
      }
    })
  }
}
