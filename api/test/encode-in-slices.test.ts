// The read cache's big answers are encoded a slice at a time so other requests are served
// meanwhile: the bytes must be exactly one JSON.stringify's, and the event loop must turn.
import { encodeInSlices } from '../src/platform/read-cache/encode-in-slices'

const record = (i: number): Record<string, unknown> => ({
  _id: `id-${i}`,
  domain: `site-${i}.example`,
  note: i % 3 === 0 ? null : `note "${i}" \u2028 ünïcode`,
  statusCode: i % 7 === 0 ? undefined : 200,
  tags: [i, { nested: true }],
  when: new Date(Date.UTC(2026, 0, 1 + (i % 28)))
})

test.each([0, 1, 999, 1_000, 1_001, 2_500, 10_000])('an array of %i records encodes to the bytes of one JSON.stringify', async (n) => {
  const value = Array.from({ length: n }, (_, i) => record(i))
  const bytes = await encodeInSlices(value, JSON.stringify)
  expect(bytes.equals(Buffer.from(JSON.stringify(value)))).toBe(true)
  expect(JSON.parse(bytes.toString())).toHaveLength(n)
})

test('holes and undefined elements encode as null, as JSON.stringify does', async () => {
  const value = [undefined, 1, () => 2, Symbol('x'), null]
  expect((await encodeInSlices(value, JSON.stringify, 2)).toString()).toBe(JSON.stringify(value))
})

test('other requests are served while a big list is encoded', async () => {
  const value = Array.from({ length: 20_000 }, (_, i) => record(i))
  let turns = 0
  const ticker = setInterval(() => { turns++ }, 0)
  try {
    await encodeInSlices(value, JSON.stringify)
  } finally {
    clearInterval(ticker)
  }
  // 20 slices: the timer queue is reached between them (one JSON.stringify of the whole never lets it).
  expect(turns).toBeGreaterThan(0)
})

test('an object, a short list and a CSV text are encoded whole by their encoder', async () => {
  expect((await encodeInSlices({ a: [1, 2] }, JSON.stringify)).toString()).toBe('{"a":[1,2]}')
  expect((await encodeInSlices('a,b\n1,2\n', String)).toString()).toBe('a,b\n1,2\n')
  expect((await encodeInSlices(['x'], JSON.stringify)).toString()).toBe('["x"]')
})
