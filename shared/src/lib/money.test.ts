import { formatMoney } from './money'

test('one amount per currency, formatted by Intl, never summed across currencies', () => {
  expect(formatMoney([{ currency: 'USD', amount: 10.98 }], 'en-US')).toBe('$10.98')
  expect(formatMoney([{ currency: 'USD', amount: 21.96 }, { currency: 'EUR', amount: 1234.5 }], 'en-US')).toBe('€1,234.50 + $21.96')
  expect(formatMoney({ currency: 'GBP', amount: 7 }, 'en-GB')).toBe('£7.00')
})

test('nothing to show gives a dash; an unknown currency code is still shown', () => {
  expect(formatMoney([], 'en-US')).toBe('—')
  expect(formatMoney(null)).toBe('—')
  expect(formatMoney([{ currency: 'XYZ1', amount: 3 }], 'en-US')).toBe('3.00 XYZ1')
})
