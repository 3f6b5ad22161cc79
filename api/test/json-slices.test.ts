// The import plan is serialised in slices: the stored text must be exactly what one
// JSON.stringify gives, or apply would read a different plan.
import { stringifyInSlices } from '../src/platform/lib/json-slices'

describe('stringifyInSlices', () => {
  it('gives the same text as JSON.stringify, across slice edges and for odd elements', async () => {
    const items = Array.from({ length: 2501 }, (_, i) => i % 7 === 0 ? undefined : i % 5 === 0 ? { line: i, note: 'a,"b"\n', warnings: [] } : i % 3 === 0 ? null : `row ${i}`)
    expect(await stringifyInSlices(items)).toBe(JSON.stringify(items))
    expect(await stringifyInSlices([])).toBe('[]')
    expect(await stringifyInSlices([[]])).toBe('[[]]')
    expect(JSON.parse(await stringifyInSlices(items))).toEqual(JSON.parse(JSON.stringify(items)))
  })
})
