// A small closed-loop load generator: `connections` clients each send the next request as soon
// as the previous answer is read, for `seconds`. Latency is per request, start to last body byte.
// Requests carry the headers a browser's fetch sends (the api gzips big answers for them); bytes
// are counted as they travel, compressed or not.
import { Pool } from 'undici'
import { percentile } from './report'

export interface LoadResult { requests: number, rps: number, p50: number, p95: number, p99: number, errors: number, bytes: number }

const BROWSER_HEADERS = { accept: 'application/json, text/plain, */*', 'accept-encoding': 'gzip, deflate, br, zstd' }

export async function load (origin: string, path: string, headers: Record<string, string>, connections: number, seconds: number): Promise<LoadResult> {
  const pool = new Pool(origin, { connections })
  const latencies: number[] = []
  let errors = 0
  let bytes = 0
  const end = performance.now() + seconds * 1000
  const t0 = performance.now()
  await Promise.all(Array.from({ length: connections }, async () => {
    while (performance.now() < end) {
      const start = performance.now()
      try {
        const res = await pool.request({ method: 'GET', path, headers: { ...BROWSER_HEADERS, ...headers } })
        const body = await res.body.arrayBuffer()
        bytes += body.byteLength
        if (res.statusCode !== 200) errors++
      } catch {
        errors++
      }
      latencies.push(performance.now() - start)
    }
  }))
  const wall = (performance.now() - t0) / 1000
  await pool.close()
  latencies.sort((a, b) => a - b)
  return { requests: latencies.length, rps: latencies.length / wall, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), errors, bytes: bytes / Math.max(1, latencies.length) }
}
