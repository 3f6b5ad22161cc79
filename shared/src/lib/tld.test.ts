import { groupByTld, tldOf } from './tld'

describe('tldOf', () => {
  it('uses the last label for names with two labels', () => {
    expect(tldOf('example.com')).toBe('com')
    expect(tldOf('example.co')).toBe('co')
    expect(tldOf('example.online')).toBe('online')
  })

  it('uses the last two labels when there are more than two and the last has 3 characters or fewer', () => {
    expect(tldOf('shop.example.co.uk')).toBe('co.uk')
    expect(tldOf('example.com.au')).toBe('com.au')
    expect(tldOf('www.example.com')).toBe('example.com')
    expect(tldOf('blog.example.net')).toBe('example.net')
  })

  it('keeps the last label when the last label is longer than 3 characters', () => {
    expect(tldOf('www.example.info')).toBe('info')
    expect(tldOf('a.b.store')).toBe('store')
  })

  it('tolerates case, URLs and trailing dots', () => {
    expect(tldOf('HTTPS://Shop.Example.CO.UK/path?q=1')).toBe('co.uk')
    expect(tldOf('example.com.')).toBe('com')
    expect(tldOf('localhost')).toBe('localhost')
    expect(tldOf('')).toBe('')
  })

  it('counts domains per group', () => {
    expect([...groupByTld(['a.com', 'b.com', 'x.co.uk', 'y.info'])]).toEqual([
      ['com', 2],
      ['co.uk', 1],
      ['info', 1],
    ])
  })
})
