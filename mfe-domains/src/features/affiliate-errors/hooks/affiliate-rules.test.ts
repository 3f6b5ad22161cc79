import { affiliateError } from '../../../testing/fixtures'
import { isMissingLink, mergeAfterCheck } from './affiliate-rules'

test('an error containing "No affiliate link found" is a missing link; anything else is broken', () => {
  expect(isMissingLink(affiliateError('a.com', 'No affiliate link found'))).toBe(true)
  expect(isMissingLink(affiliateError('a.com', 'Scan: No affiliate link found on page'))).toBe(true)
  expect(isMissingLink(affiliateError('a.com', 'HTTP 404'))).toBe(false)
  expect(isMissingLink(affiliateError('a.com', ''))).toBe(false)
})

test('merge: missing links of the stored list, then broken links of the check', () => {
  const stored = [
    affiliateError('m1.com', 'No affiliate link found'),
    affiliateError('b-old.com', 'HTTP 500'),
    affiliateError('m2.com', 'No affiliate link found'),
  ]
  const checked = [
    affiliateError('m3.com', 'No affiliate link found'),
    affiliateError('b1.com', 'DNS lookup failed'),
    affiliateError('b2.com', 'HTTP 404'),
  ]
  expect(mergeAfterCheck(stored, checked).map((e) => e.domain)).toEqual(['m1.com', 'm2.com', 'b1.com', 'b2.com'])
  expect(mergeAfterCheck([], checked).map((e) => e.domain)).toEqual(['b1.com', 'b2.com'])
})
