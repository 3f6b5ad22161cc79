// Serialised answers of the big list calls (a 35,000-domain list is 7 MB of JSON and ~150 ms to
// build), kept while the data they were built from is unchanged. The caller describes that data
// with a stamp (read-cache/plugin.ts: change counters from the database) in two parts:
// - `settled`: what users change (a save, a rename, a note). Any change builds the answer again,
//   so a user always reads their own writes.
// - `background`: what the checks engine records. At 50,000 domains it records dozens of results
//   a second for hours a day; an answer may trail those by up to `backgroundLagMs`, so a busy
//   round costs one build per list every few seconds instead of one per request.
// Concurrent requests for the same answer share one build, so a burst of page loads costs one
// query and one JSON.stringify, and memory holds one copy however many requests wait for it.
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { gzip as gzipCallback } from 'node:zlib'

const gzip = promisify(gzipCallback)

/** How long an answer may trail the checks engine's results, unless configured otherwise. */
export const BACKGROUND_LAG_MS = 5_000

export interface Stamp {
  settled: string
  background: string
}

export interface CachedBody {
  json: Buffer
  /** Names this body for conditional requests (If-None-Match). */
  etag: string
  /** The same body gzipped, made on first use (in the thread pool) and kept with the entry. */
  gzipped: () => Promise<Buffer>
}

interface Entry {
  stamp: Stamp
  builtAt: number
  body: CachedBody
  size: number
}

export interface ReadCacheOptions {
  /** Memory for stored answers; 0 stores nothing (every request builds). */
  maxBytes: number
  /** How long an answer may trail the checks engine's results. */
  backgroundLagMs?: number
  /**
   * Longest an answer is served without a rebuild, whatever its stamp says: a backstop, so a
   * write that somehow did not bump its counters shows within this time.
   */
  maxAgeMs?: number
  now?: () => number
}

export class ReadCache {
  // Map order is the LRU order: a hit moves its entry to the end.
  private readonly entries = new Map<string, Entry>()
  private readonly building = new Map<string, Promise<CachedBody>>()
  private bytes = 0
  private readonly backgroundLagMs: number
  private readonly maxAgeMs: number
  private readonly now: () => number

  constructor (private readonly options: ReadCacheOptions) {
    this.backgroundLagMs = options.backgroundLagMs ?? BACKGROUND_LAG_MS
    this.maxAgeMs = options.maxAgeMs ?? 60_000
    this.now = options.now ?? Date.now
  }

  /** Bytes held now (answers and their gzipped copies). */
  get size (): number {
    return this.bytes
  }

  /** The answer under `stamp`, built when there is none; `encode` makes its text (JSON by default). */
  async get (key: string, stamp: Stamp, build: () => Promise<unknown>, encode: (value: unknown) => string = JSON.stringify): Promise<CachedBody> {
    const entry = this.entries.get(key)
    if (entry !== undefined && this.fresh(entry, stamp)) {
      this.entries.delete(key)
      this.entries.set(key, entry)
      return entry.body
    }
    const flight = `${key}\n${stamp.settled}\n${stamp.background}`
    let pending = this.building.get(flight)
    if (pending === undefined) {
      pending = this.build(key, stamp, build, encode).finally(() => this.building.delete(flight))
      this.building.set(flight, pending)
    }
    return await pending
  }

  private fresh (entry: Entry, stamp: Stamp): boolean {
    const age = this.now() - entry.builtAt
    return entry.stamp.settled === stamp.settled && age < this.maxAgeMs &&
      (entry.stamp.background === stamp.background || age < this.backgroundLagMs)
  }

  private async build (key: string, stamp: Stamp, build: () => Promise<unknown>, encode: (value: unknown) => string): Promise<CachedBody> {
    const builtAt = this.now()
    const json = Buffer.from(encode(await build()))
    // The key (whose answer) is part of the tag, so two callers' answers never share one.
    const etag = `"${createHash('sha256').update(`${key}\n${stamp.settled}\n${stamp.background}`).digest('base64url').slice(0, 27)}"`
    let zipped: Promise<Buffer> | undefined
    const entry: Entry = { stamp, builtAt, size: json.length, body: { json, etag, gzipped: async () => await (zipped ??= this.zip(key, entry)) } }
    this.store(key, entry)
    return entry.body
  }

  private async zip (key: string, entry: Entry): Promise<Buffer> {
    const zipped = await gzip(entry.body.json)
    // Count the copy only while the entry is still the stored one.
    if (this.entries.get(key) === entry) {
      entry.size += zipped.length
      this.bytes += zipped.length
      this.evict()
    }
    return zipped
  }

  private store (key: string, entry: Entry): void {
    const old = this.entries.get(key)
    if (old !== undefined) {
      this.entries.delete(key)
      this.bytes -= old.size
    }
    // An answer bigger than the whole budget would only push everything else out.
    if (entry.size > this.options.maxBytes) return
    this.entries.set(key, entry)
    this.bytes += entry.size
    this.evict()
  }

  private evict (): void {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.options.maxBytes) return
      this.entries.delete(key)
      this.bytes -= entry.size
    }
  }
}
