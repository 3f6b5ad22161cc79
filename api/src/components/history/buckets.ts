// Pure arithmetic of history buckets: a raw result, an hourly and a daily roll-up are all a
// Bucket (a result is a bucket of one check), so roll-ups, uptime and chart points are the
// same merge whatever resolution they come from.

export const HOUR_S = 3600
export const DAY_S = 24 * HOUR_S
/** The days of the portfolio's uptime figure, kept per series in history_window. */
export const UPTIME_WINDOW_DAYS = 30

export interface Bucket {
  /** Start, epoch seconds. */
  at: number
  checks: number
  failures: number
  /** Checks that had a response time. */
  timed: number
  minMs: number | null
  maxMs: number | null
  sumMs: number
  /** Code → how many checks saw it. */
  codes: Map<number, number>
}

export interface RawResult {
  at: number
  code: number | null
  ms: number | null
  failed: boolean
}

/** The code stored for a result without any (a type that has none). */
const NO_CODE = 0

export function fromRaw (r: RawResult): Bucket {
  return {
    at: r.at,
    checks: 1,
    failures: r.failed ? 1 : 0,
    timed: r.ms === null ? 0 : 1,
    minMs: r.ms,
    maxMs: r.ms,
    sumMs: r.ms ?? 0,
    codes: new Map([[r.code ?? NO_CODE, 1]])
  }
}

const lower = (a: number | null, b: number | null): number | null => a === null ? b : b === null ? a : Math.min(a, b)
const higher = (a: number | null, b: number | null): number | null => a === null ? b : b === null ? a : Math.max(a, b)

/** Adds `b` into `into` (mutates and returns it). */
export function mergeInto (into: Bucket, b: Bucket): Bucket {
  into.checks += b.checks
  into.failures += b.failures
  into.timed += b.timed
  into.minMs = lower(into.minMs, b.minMs)
  into.maxMs = higher(into.maxMs, b.maxMs)
  into.sumMs += b.sumMs
  for (const [code, n] of b.codes) into.codes.set(code, (into.codes.get(code) ?? 0) + n)
  return into
}

export function emptyBucket (at: number): Bucket {
  return { at, checks: 0, failures: 0, timed: 0, minMs: null, maxMs: null, sumMs: 0, codes: new Map() }
}

/** Buckets merged by period `size` seconds (aligned to the epoch, i.e. UTC hours and days), in time order. */
export function rebucket (items: Iterable<Bucket>, size: number): Bucket[] {
  const out = new Map<number, Bucket>()
  for (const b of items) {
    const at = Math.floor(b.at / size) * size
    const into = out.get(at) ?? emptyBucket(at)
    out.set(at, mergeInto(into, b))
  }
  return [...out.values()].sort((a, b) => a.at - b.at)
}

/** "200*3 503*1": compact, sorted, and readable in a SQL console. */
export function formatCodes (codes: Map<number, number>): string {
  return [...codes].sort((a, b) => a[0] - b[0]).map(([code, n]) => `${code}*${n}`).join(' ')
}

export function parseCodes (text: string): Map<number, number> {
  const codes = new Map<number, number>()
  for (const part of text.split(' ')) {
    const [code, n] = part.split('*')
    if (code !== undefined && n !== undefined && code !== '') codes.set(Number(code), Number(n))
  }
  return codes
}

/** Uptime in percent over these buckets, two decimals; null without any check. */
export function uptimePercent (buckets: Iterable<Bucket>): number | null {
  let checks = 0
  let failures = 0
  for (const b of buckets) {
    checks += b.checks
    failures += b.failures
  }
  return checks === 0 ? null : Math.round(((checks - failures) / checks) * 10000) / 100
}
