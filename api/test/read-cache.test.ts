// The read cache on its own: what it serves for which stamp, one build for concurrent requests,
// its memory budget and age limit, and its gzipped copy.
import { gunzipSync } from 'node:zlib'
import { ReadCache, type Stamp } from '../src/platform/read-cache/read-cache'

function counter (value: () => unknown = () => ({ n: 1 })): { build: () => Promise<unknown>, calls: () => number } {
  let calls = 0
  return { build: async () => { calls++; return value() }, calls: () => calls }
}

const text = (body: { json: Buffer }): string => body.json.toString('utf8')
/** A stamp that only users' writes move. */
const at = (settled: string, background = ''): Stamp => ({ settled, background })

describe('ReadCache', () => {
  test('serves the stored answer while the stamp is unchanged and rebuilds when it changes', async () => {
    let version = 1
    const source = counter(() => ({ version }))
    const cache = new ReadCache({ maxBytes: 1024 * 1024 })
    expect(text(await cache.get('k', at('s1'), source.build))).toBe('{"version":1}')
    version = 2
    expect(text(await cache.get('k', at('s1'), source.build))).toBe('{"version":1}')
    expect(source.calls()).toBe(1)
    expect(text(await cache.get('k', at('s2'), source.build))).toBe('{"version":2}')
    expect(source.calls()).toBe(2)
  })

  test('the checks engine\'s changes may be trailed for backgroundLagMs, users\' changes never', async () => {
    let now = 0
    let version = 1
    const source = counter(() => ({ version }))
    const cache = new ReadCache({ maxBytes: 1024 * 1024, backgroundLagMs: 5_000, now: () => now })
    await cache.get('k', at('u1', 'c1'), source.build)
    version = 2
    now = 4_999
    expect(text(await cache.get('k', at('u1', 'c2'), source.build))).toBe('{"version":1}')
    now = 5_000
    expect(text(await cache.get('k', at('u1', 'c2'), source.build))).toBe('{"version":2}')
    version = 3
    now = 5_001
    expect(text(await cache.get('k', at('u2', 'c2'), source.build))).toBe('{"version":3}')
    expect(source.calls()).toBe(3)
  })

  test('the ETag names the caller and the data: the same for a rebuild of the same, new for a change', async () => {
    const cache = new ReadCache({ maxBytes: 0 })
    const source = counter()
    const first = await cache.get('alice', at('1'), source.build)
    expect((await cache.get('alice', at('1'), source.build)).etag).toBe(first.etag)
    expect((await cache.get('alice', at('2'), source.build)).etag).not.toBe(first.etag)
    expect((await cache.get('bob', at('1'), source.build)).etag).not.toBe(first.etag)
    expect(first.etag).toMatch(/^"[\w-]+"$/)
  })

  test('concurrent requests for one answer share a single build', async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => { release = resolve })
    let calls = 0
    const build = async (): Promise<unknown> => { calls++; await gate; return [1, 2, 3] }
    const cache = new ReadCache({ maxBytes: 1024 })
    const waiting = Array.from({ length: 5 }, async () => await cache.get('k', at('s'), build))
    release()
    const bodies = await Promise.all(waiting)
    expect(calls).toBe(1)
    expect(new Set(bodies.map(text))).toEqual(new Set(['[1,2,3]']))
  })

  test('a failed build is not stored: the next request builds again', async () => {
    let fail = true
    const cache = new ReadCache({ maxBytes: 1024 })
    const build = async (): Promise<unknown> => { if (fail) throw new Error('database gone'); return 'ok' }
    await expect(cache.get('k', at('s'), build)).rejects.toThrow('database gone')
    fail = false
    expect(text(await cache.get('k', at('s'), build))).toBe('"ok"')
  })

  test('keeps to its memory budget, evicting the least recently used answer', async () => {
    const sized = (c: string) => counter(() => c.repeat(98)) // 100 bytes of JSON each
    // What one such answer holds (JSON, key, tags and the entry itself), measured by the cache.
    const probe = new ReadCache({ maxBytes: 1024 * 1024 })
    await probe.get('z', at('s'), sized('z').build)
    const one = probe.size
    expect(one).toBeGreaterThan(100)
    const cache = new ReadCache({ maxBytes: Math.floor(one * 2.5) })
    const a = sized('a')
    const b = sized('b')
    const c = sized('c')
    await cache.get('a', at('s'), a.build)
    await cache.get('b', at('s'), b.build)
    await cache.get('a', at('s'), a.build) // a is now the most recently used
    await cache.get('c', at('s'), c.build) // over budget: b goes
    expect(cache.size).toBeLessThanOrEqual(one * 2.5)
    await cache.get('a', at('s'), a.build)
    await cache.get('b', at('s'), b.build)
    expect([a.calls(), b.calls(), c.calls()]).toEqual([1, 2, 1])
  })

  test('an answer larger than the whole budget is served but not stored; budget 0 stores nothing', async () => {
    const big = counter(() => 'x'.repeat(500))
    const cache = new ReadCache({ maxBytes: 100 })
    expect((await cache.get('k', at('s'), big.build)).json.length).toBe(502)
    await cache.get('k', at('s'), big.build)
    expect(big.calls()).toBe(2)
    expect(cache.size).toBe(0)

    const off = new ReadCache({ maxBytes: 0 })
    const small = counter()
    await off.get('k', at('s'), small.build)
    await off.get('k', at('s'), small.build)
    expect(small.calls()).toBe(2)
  })

  test('an answer older than maxAgeMs is rebuilt even with the same stamp', async () => {
    let now = 1_000
    const source = counter()
    const cache = new ReadCache({ maxBytes: 1024, maxAgeMs: 60_000, now: () => now })
    await cache.get('k', at('s'), source.build)
    now += 59_999
    await cache.get('k', at('s'), source.build)
    expect(source.calls()).toBe(1)
    now += 1
    await cache.get('k', at('s'), source.build)
    expect(source.calls()).toBe(2)
  })

  test('the gzipped copy decompresses to the JSON, is made once and counts against the budget', async () => {
    const source = counter(() => Array.from({ length: 2000 }, (_, i) => ({ domain: `site-${i}.example.com`, statusCode: 200 })))
    const cache = new ReadCache({ maxBytes: 1024 * 1024 })
    const body = await cache.get('k', at('s'), source.build)
    const before = cache.size
    const zipped = await body.gzipped()
    expect(gunzipSync(zipped).equals(body.json)).toBe(true)
    expect(zipped.length).toBeLessThan(body.json.length / 5)
    expect(await body.gzipped()).toBe(zipped)
    expect(cache.size).toBe(before + zipped.length)
  })
})
