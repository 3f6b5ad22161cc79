import { exactTime, lag, percent, probeCommand, rate, relativeTime } from './format-location'

const NOW = Date.parse('2026-11-27T01:00:00.000Z')
const ago = (s: number) => new Date(NOW - s * 1000).toISOString()

test('a heartbeat reads relative to now; none, or an unreadable one, is "Never"', () => {
  expect(relativeTime(null, NOW)).toBe('Never')
  expect(relativeTime('not a date', NOW)).toBe('Never')
  expect(relativeTime(ago(3), NOW)).toBe('just now')
  expect(relativeTime(ago(-5), NOW)).toBe('just now') // a clock a little ahead
  expect(relativeTime(ago(45), NOW)).toBe('45 s ago')
  expect(relativeTime(ago(180), NOW)).toBe('3 min ago')
  expect(relativeTime(ago(2 * 3600 + 59), NOW)).toBe('2 h ago')
  expect(relativeTime(ago(4 * 86400), NOW)).toBe('4 d ago')
  expect(exactTime(ago(45))).toBe(new Date(ago(45)).toLocaleString())
  expect(exactTime(null)).toBe('')
})

test('figures: share as a percentage, lag in s or min and s, rate with one decimal', () => {
  expect(percent(0)).toBe('0.0 %')
  expect(percent(0.625)).toBe('62.5 %')
  expect(percent(1)).toBe('100.0 %')
  expect(lag(null)).toBe('—')
  expect(lag(2.4)).toBe('2 s')
  expect(lag(95)).toBe('1 min 35 s')
  expect(lag(119.6)).toBe('2 min 0 s')
  expect(rate(33.333)).toBe('33.3')
  expect(rate(120)).toBe('120')
})

test('the probe command names the Sitefleet address and the token', () => {
  expect(probeCommand('https://sitefleet.example.com', 'sfp_abc')).toBe('SITEFLEET_URL=https://sitefleet.example.com PROBE_TOKEN=sfp_abc npm run probe')
})
