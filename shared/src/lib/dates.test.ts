import { formatIsoDate, toDate } from './dates'

describe('dates', () => {
  it('formats yyyy-mm-dd in UTC; missing or invalid dates are empty', () => {
    expect(formatIsoDate('2025-07-04T23:00:00Z')).toBe('2025-07-04')
    expect(formatIsoDate('2024-02-29')).toBe('2024-02-29')
    expect(formatIsoDate(null)).toBe('')
    expect(formatIsoDate('not a date')).toBe('')
    expect(toDate('garbage')).toBeNull()
  })
})
