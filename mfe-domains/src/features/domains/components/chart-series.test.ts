import type { HistoryPoint } from '@sitefleet/shared'
import { chartSeries, LOCATION_COLORS } from './chart-series'
import { nameList, seenFrom } from './outages-table'

const point = (at: string, responseMs: number, maxMs: number): HistoryPoint => ({ at, checks: 2, failures: 0, responseMs, minMs: responseMs, maxMs, code: 200 })
const sec = (iso: string) => Date.parse(iso) / 1000

test('home alone (or an api without locations) charts the average and the slowest response, as before', () => {
  const points = [point('2026-11-20T10:00:00.000Z', 100, 180), point('2026-11-20T11:00:00.000Z', 110, 150)]
  for (const locations of [undefined, [], [{ name: 'home', points: [] }]]) {
    const chart = chartSeries(points, locations)
    expect(chart.byLocation).toBe(false)
    expect(chart.times).toEqual([sec('2026-11-20T10:00:00.000Z'), sec('2026-11-20T11:00:00.000Z')])
    expect(chart.series.map((s) => [s.label, s.values])).toEqual([['Average (ms)', [100, 110]], ['Slowest (ms)', [180, 150]]])
  }
})

test('several locations: one line each over the union of their times, a gap where one has no result', () => {
  const chart = chartSeries([], [
    { name: 'home', points: [{ at: '2026-11-20T11:00:00.000Z', responseMs: 90, failures: 0, checks: 1 }] },
    {
      name: 'Frankfurt',
      points: [
        { at: '2026-11-20T12:00:00.000Z', responseMs: null, failures: 1, checks: 1 },
        { at: '2026-11-20T10:00:00.000Z', responseMs: 200, failures: 0, checks: 1 },
      ],
    },
  ])
  expect(chart.byLocation).toBe(true)
  expect(chart.times).toEqual(['10', '11', '12'].map((h) => sec(`2026-11-20T${h}:00:00.000Z`)))
  expect(chart.series).toEqual([
    { label: 'home', color: LOCATION_COLORS[0], width: 2, values: [null, 90, null] },
    { label: 'Frankfurt', color: LOCATION_COLORS[1], width: 2, values: [200, null, null] },
  ])
})

test('outages name their locations in words; a regional one says it is not downtime', () => {
  expect(nameList([])).toBe('')
  expect(nameList(['home'])).toBe('home')
  expect(nameList(['Frankfurt', 'Virginia', 'home'])).toBe('Frankfurt, Virginia and home')
  const outage = { start: '2026-11-20T10:00:00.000Z', end: null, durationSeconds: 60, code: 0 }
  expect(seenFrom({ ...outage, locations: ['Frankfurt', 'Virginia'], regional: true })).toBe('regional — seen from Frankfurt and Virginia only; not counted as downtime')
  expect(seenFrom({ ...outage, locations: ['Frankfurt', 'home'], regional: false })).toBe('Frankfurt and home')
})
