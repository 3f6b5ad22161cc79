import { statusMeaning } from './status-meanings'

describe('statusMeaning', () => {
  it.each([
    [200, 'OK'], [301, 'Moved Permanently'], [302, 'Found'], [400, 'Bad Request'], [401, 'Unauthorized'],
    [403, 'Forbidden'], [404, 'Not Found'], [408, 'Request Timeout'], [410, 'Gone'], [429, 'Too Many Requests'],
    [495, 'SSL Certificate Error (Self-signed)'], [496, 'SSL Certificate Verification Error'],
    [497, 'SSL Certificate Expired'], [498, 'Domain Suspended'], [499, 'Expired domain / NXDOMAIN'],
    [500, 'Internal Server Error'], [502, 'Bad Gateway'], [503, 'Service Unavailable'], [504, 'Gateway Timeout'],
    [522, 'Timeout b/w Cloudflare and origin server'], [525, 'SSL Handshake Failure'],
    [526, 'Connection Timeout'], [527, 'Railgun Error'],
  ])('%i means %s', (code, meaning) => {
    expect(statusMeaning(code)).toBe(meaning)
  })

  it('accepts numeric strings and answers Unknown for anything else', () => {
    expect(statusMeaning('404')).toBe('Not Found')
    expect(statusMeaning(418)).toBe('Unknown')
    expect(statusMeaning(501)).toBe('Unknown')
    expect(statusMeaning('abc')).toBe('Unknown')
    expect(statusMeaning('')).toBe('Unknown')
    expect(statusMeaning(null)).toBe('Unknown')
    expect(statusMeaning(undefined)).toBe('Unknown')
  })
})
