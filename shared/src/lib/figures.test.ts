import { formatChange, formatCount, NO_FIGURE } from './figures'

test('counts read with separators; a missing one is a dash', () => {
  expect(formatCount(1234567)).toBe('1,234,567')
  expect(formatCount(0)).toBe('0')
  expect(formatCount(null)).toBe(NO_FIGURE)
})

test('a change reads in whole percent with its sign; nothing to compare with is a dash', () => {
  expect(formatChange(0.123)).toBe('+12 %')
  expect(formatChange(-0.5)).toBe('−50 %')
  expect(formatChange(0.004)).toBe('0 %')
  expect(formatChange(null)).toBe(NO_FIGURE)
})
