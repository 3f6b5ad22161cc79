// Bounded concurrency without timers or polling: a counter and a FIFO queue of waiters.
// `KeyedSemaphore` gives each key (a host name) its own limit and forgets idle keys, so
// checking 50,000 domains does not keep 50,000 entries around.

export type Release = () => void

export class Semaphore {
  private active = 0
  private readonly waiters: Array<() => void> = []

  constructor (readonly limit: number) {
    if (!(Number.isInteger(limit) && limit >= 1)) throw new RangeError('Semaphore limit must be a whole number >= 1')
  }

  /** Number of holders plus waiters; 0 means idle. */
  get load (): number {
    return this.active + this.waiters.length
  }

  async acquire (): Promise<Release> {
    if (this.active < this.limit) {
      this.active++
    } else {
      // The releasing holder hands its slot straight to us (active stays the same).
      await new Promise<void>((resolve) => this.waiters.push(resolve))
    }
    let released = false
    return () => {
      if (released) return
      released = true
      const next = this.waiters.shift()
      if (next !== undefined) next()
      else this.active--
    }
  }
}

export class KeyedSemaphore {
  private readonly byKey = new Map<string, Semaphore>()

  constructor (readonly limit: number) {}

  /** Keys currently holding or waiting (for tests and metrics). */
  get size (): number {
    return this.byKey.size
  }

  async acquire (key: string): Promise<Release> {
    let sem = this.byKey.get(key)
    if (sem === undefined) {
      sem = new Semaphore(this.limit)
      this.byKey.set(key, sem)
    }
    const release = await sem.acquire()
    const owner = sem
    return () => {
      release()
      if (owner.load === 0 && this.byKey.get(key) === owner) this.byKey.delete(key)
    }
  }
}
