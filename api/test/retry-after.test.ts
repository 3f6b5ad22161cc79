// How long an outside service asks us to wait: every paced caller (RDAP, registrars, search APIs,
// alert channels) reads Retry-After through this one parser.
import { parseRetryAfter } from '../src/platform/outbound'

const NOW = Date.parse('2026-11-29T10:00:00Z')

describe('parseRetryAfter', () => {
  test('delta-seconds become milliseconds', () => {
    expect(parseRetryAfter('120', NOW)).toBe(120_000)
    expect(parseRetryAfter(' 5 ', NOW)).toBe(5_000)
    expect(parseRetryAfter(['3', '9'], NOW)).toBe(3_000)
  })

  test('an HTTP date is the time from now until then, negative when it has passed', () => {
    expect(parseRetryAfter('Sun, 29 Nov 2026 10:01:30 GMT', NOW)).toBe(90_000)
    expect(parseRetryAfter('Sun, 29 Nov 2026 09:59:00 GMT', NOW)).toBe(-60_000)
  })

  test('absent, empty or unreadable is undefined, so each caller applies its own default', () => {
    expect(parseRetryAfter(undefined, NOW)).toBeUndefined()
    expect(parseRetryAfter('', NOW)).toBeUndefined()
    expect(parseRetryAfter('soon', NOW)).toBeUndefined()
  })
})
