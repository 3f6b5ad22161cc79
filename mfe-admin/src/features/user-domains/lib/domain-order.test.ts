import { errorsFirst, isErrorDomain, matchesFilter, statusText } from './domain-order'

test('a checked status other than 200 is an error; 200 and never-checked are not', () => {
  expect(isErrorDomain({ statusCode: 404 })).toBe(true)
  expect(isErrorDomain({ statusCode: 301 })).toBe(true)
  expect(isErrorDomain({ statusCode: 0 })).toBe(true)
  expect(isErrorDomain({ statusCode: 200 })).toBe(false)
  expect(isErrorDomain({ statusCode: null })).toBe(false)
})

test('errorsFirst moves errors to the front and keeps the order otherwise', () => {
  const input = [{ id: 'a', statusCode: 200 }, { id: 'b', statusCode: 500 }, { id: 'c', statusCode: null }, { id: 'd', statusCode: 404 }]
  expect(errorsFirst(input).map((r) => r.id)).toEqual(['b', 'd', 'a', 'c'])
  expect(input.map((r) => r.id)).toEqual(['a', 'b', 'c', 'd'])
})

test('statusText and matchesFilter', () => {
  expect(statusText(499)).toBe('Status: 499')
  expect(statusText(null)).toBe('Status: N/A')
  expect(matchesFilter({ superCategory: 'casino' }, 'all')).toBe(true)
  expect(matchesFilter({ superCategory: 'casino' }, 'casino')).toBe(true)
  expect(matchesFilter({ superCategory: 'casino' }, 'dating')).toBe(false)
})
