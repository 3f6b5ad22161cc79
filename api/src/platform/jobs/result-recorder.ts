// Batched recording of check results: a check's run is a few milliseconds against a
// fast site, and one transaction per result made the database round trips (a commit each, on
// SQLite an fsync) the limit. Results that land together are recorded together: the first one
// opens a batch, those arriving within `lingerMs` (or until `maxBatch`) join it, and the batch is
// ONE transaction (CheckRepository.completeMany), each result still fenced by its round. Every
// caller awaits its own outcome, so a check's slot is freed only once its result is stored. A
// batch that fails as a whole (one result's record() throws) is retried result by result, so
// one bad result fails only itself.
import type { AppConfig } from '../config/config'
import type { CheckRepository, Completion } from './check-repository'

interface Pending {
  item: Completion<any> // eslint-disable-line @typescript-eslint/no-explicit-any
  resolve: (recorded: boolean) => void
  reject: (err: unknown) => void
}

export interface RecorderOptions {
  /** Results per transaction at most. */
  maxBatch: number
  /** How long the first result of a batch waits for others to join it. */
  lingerMs: number
}

export class ResultRecorder {
  private queue: Pending[] = []
  private timer: NodeJS.Timeout | null = null
  private flushing: Promise<void> = Promise.resolve()

  constructor (private readonly repo: CheckRepository, private readonly config: AppConfig, private readonly options: RecorderOptions) {}

  /** Records one result with the next batch; true when recorded, false when its round was taken over. */
  async record (item: Completion<any>): Promise<boolean> { // eslint-disable-line @typescript-eslint/no-explicit-any
    if (this.options.maxBatch <= 1) return (await this.repo.completeMany([item], this.config))[0]
    return await new Promise<boolean>((resolve, reject) => {
      this.queue.push({ item, resolve, reject })
      if (this.queue.length >= this.options.maxBatch) this.flushSoon(0)
      else if (this.timer === null) this.flushSoon(this.options.lingerMs)
    })
  }

  private flushSoon (ms: number): void {
    if (this.timer !== null) clearTimeout(this.timer)
    this.timer = setTimeout(() => {
      this.timer = null
      // One batch at a time: on SQLite there is one writer anyway, and on PostgreSQL a second
      // batch waiting for the first keeps the next one bigger.
      this.flushing = this.flushing.then(async () => { await this.flush() })
    }, ms)
  }

  private async flush (): Promise<void> {
    const batch = this.queue.splice(0, this.options.maxBatch)
    if (this.queue.length > 0) this.flushSoon(0)
    if (batch.length === 0) return
    try {
      const done = await this.repo.completeMany(batch.map((p) => p.item), this.config)
      batch.forEach((p, i) => p.resolve(done[i]))
    } catch {
      // Nothing of the batch was stored: each result alone, so only the bad one fails.
      for (const p of batch) {
        try {
          p.resolve((await this.repo.completeMany([p.item], this.config))[0])
        } catch (err) {
          p.reject(err)
        }
      }
    }
  }
}
