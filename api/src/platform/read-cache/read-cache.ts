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
// The stored answers are bounded by their measured size (lru-cache's maxSize: the JSON, its
// gzipped copy once made, the key and tags), least recently used first out.
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { gzip as gzipCallback } from 'node:zlib'
import { LRUCache } from 'lru-cache'
import { encodeInSlices } from './encode-in-slices'

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
  /** Bytes held for it: entrySize() of the JSON, plus the gzipped copy once made. */
  size: number
}

/** The entry's objects and timestamps beside its buffers and strings (a rough measure of V8's). */
const ENTRY_OVERHEAD = 256

/** What an entry holds: its buffers' bytes, its strings at two bytes a character, and the objects. */
function entrySize (key: string, stamp: Stamp, etag: string, json: Buffer): number {
  return json.length + 2 * (key.length + stamp.settled.length + stamp.background.length + etag.length) + ENTRY_OVERHEAD
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
  /** Undefined when the budget is 0: nothing is stored. */
  private readonly entries: LRUCache<string, Entry> | undefined
  private readonly building = new Map<string, Promise<CachedBody>>()
  private readonly backgroundLagMs: number
  private readonly maxAgeMs: number
  private readonly now: () => number

  constructor (options: ReadCacheOptions) {
    this.backgroundLagMs = options.backgroundLagMs ?? BACKGROUND_LAG_MS
    this.maxAgeMs = options.maxAgeMs ?? 60_000
    this.now = options.now ?? Date.now
    // An answer bigger than the whole budget is not stored (maxEntrySize defaults to maxSize):
    // it would only push everything else out.
    this.entries = options.maxBytes > 0 ? new LRUCache<string, Entry>({ maxSize: options.maxBytes, sizeCalculation: (entry) => entry.size }) : undefined
  }

  /** Bytes held now (answers and their gzipped copies, with their keys and tags). */
  get size (): number {
    return this.entries?.calculatedSize ?? 0
  }

  /** The answer under `stamp`, built when there is none; `encode` makes its text (JSON by default). */
  async get (key: string, stamp: Stamp, build: () => Promise<unknown>, encode: (value: unknown) => string = JSON.stringify): Promise<CachedBody> {
    const entry = this.entries?.get(key)
    if (entry !== undefined && this.fresh(entry, stamp)) return entry.body
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
    const json = await encodeInSlices(await build(), encode)
    // The key (whose answer) is part of the tag, so two callers' answers never share one.
    const etag = `"${createHash('sha256').update(`${key}\n${stamp.settled}\n${stamp.background}`).digest('base64url').slice(0, 27)}"`
    let zipped: Promise<Buffer> | undefined
    const body: CachedBody = { json, etag, gzipped: async () => await (zipped ??= this.zip(key, entry)) }
    const entry: Entry = { stamp, builtAt, size: entrySize(key, stamp, etag, json), body }
    if (this.entries !== undefined) {
      this.entries.set(key, entry)
      // Not stored (bigger than the budget): an older answer under this key is stale anyway.
      if (this.entries.peek(key) !== entry) this.entries.delete(key)
    }
    return body
  }

  private async zip (key: string, entry: Entry): Promise<Buffer> {
    const zipped = await gzip(entry.body.json)
    // Count the copy only while the entry is still the stored one; lru-cache measures an entry
    // when it is set, so the grown entry is set anew (and may push others out).
    if (this.entries !== undefined && this.entries.peek(key) === entry) {
      this.entries.set(key, { ...entry, size: entry.size + zipped.length }, { noDisposeOnSet: true })
    }
    return zipped
  }
}
