import { ERROR_FRESH_WINDOW_MS } from '@sitefleet/shared'
import { isFresh, isRefreshDone } from './refresh-rule'

const START = Date.parse('2026-11-01T10:00:00.000Z')
const iso = (ms: number) => new Date(ms).toISOString()
const entry = (lastChecked: string | null) => ({ domain: 'a.com', statusCode: 404, lastChecked, locations: [] })

test('fresh means checked no earlier than 2 minutes before the refresh started', () => {
  expect(ERROR_FRESH_WINDOW_MS).toBe(120_000)
  expect(isFresh(iso(START - ERROR_FRESH_WINDOW_MS), START)).toBe(true)
  expect(isFresh(iso(START - ERROR_FRESH_WINDOW_MS - 1), START)).toBe(false)
  expect(isFresh(iso(START + 60_000), START)).toBe(true)
  expect(isFresh(null, START)).toBe(false)
  expect(isFresh('not a date', START)).toBe(false)
})

test('done when the server says refreshing is over, whatever the times', () => {
  expect(isRefreshDone({ errorDomains: [entry(iso(START - 3_600_000))], refreshing: false }, START)).toBe(true)
  expect(isRefreshDone({ errorDomains: [], refreshing: false }, START)).toBe(true)
})

test('while refreshing: done only when every listed entry is fresh; an empty list is not proof', () => {
  const fresh = entry(iso(START + 1000))
  const stale = entry(iso(START - 10 * 60_000))
  expect(isRefreshDone({ errorDomains: [fresh, fresh], refreshing: true }, START)).toBe(true)
  expect(isRefreshDone({ errorDomains: [fresh, stale], refreshing: true }, START)).toBe(false)
  expect(isRefreshDone({ errorDomains: [fresh, entry(null)], refreshing: true }, START)).toBe(false)
  expect(isRefreshDone({ errorDomains: [], refreshing: true }, START)).toBe(false)
})

test('a server that does not report refreshing: the times alone decide', () => {
  expect(isRefreshDone({ errorDomains: [], refreshing: null }, START)).toBe(true)
  expect(isRefreshDone({ errorDomains: [entry(iso(START - 10 * 60_000))], refreshing: null }, START)).toBe(false)
})
