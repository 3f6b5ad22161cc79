// What each blocklist answer means: Spamhaus DBL and ZEN codes one by one, SURBL's and URIBL's
// bit masks, and the answers that are refusals (never listings).
import { decodeDbl, decodeSurbl, decodeUribl, decodeZen } from '../src/components/reputation/providers/return-codes'
import { reversedIp } from '../src/components/reputation/providers/dns-lists'

const categories = (d: ReturnType<typeof decodeDbl>): string[] => (d.refused ? [] : d.listings.map((l) => l.category))

test.each([
  ['127.0.1.2', 'spam domain'],
  ['127.0.1.4', 'phish domain'],
  ['127.0.1.5', 'malware domain'],
  ['127.0.1.6', 'botnet C&C domain'],
  ['127.0.1.102', 'abused legit spam'],
  ['127.0.1.103', 'abused spammed redirector domain'],
  ['127.0.1.104', 'abused legit phish'],
  ['127.0.1.105', 'abused legit malware'],
  ['127.0.1.106', 'abused legit botnet C&C'],
  ['127.0.1.99', 'unknown code 127.0.1.99']
])('DBL %s means %s', (code, meaning) => {
  expect(categories(decodeDbl([code]))).toEqual([meaning])
})

test.each([
  ['127.0.0.2', 'SBL (spam source)'],
  ['127.0.0.3', 'SBL CSS (snowshoe spam)'],
  ['127.0.0.4', 'XBL (exploited host)'],
  ['127.0.0.9', 'SBL DROP (hijacked network)'],
  ['127.0.0.10', 'PBL (end-user range, ISP)'],
  ['127.0.0.11', 'PBL (end-user range, Spamhaus)']
])('ZEN %s means %s', (code, meaning) => {
  expect(categories(decodeZen([code]))).toEqual([meaning])
})

test('XBL codes 4 to 7 are one listing; nothing answered is nothing listed', () => {
  expect(categories(decodeZen(['127.0.0.4', '127.0.0.5']))).toEqual(['XBL (exploited host)'])
  expect(decodeDbl([])).toEqual({ refused: false, listings: [] })
})

test.each([
  ['127.255.255.252', 'the list name is wrong (typo in the query)'],
  ['127.255.255.254', 'the query came through a public or open resolver'],
  ['127.255.255.255', 'too many queries, or the DQS key is not valid'],
  ['127.255.255.1', 'refused']
])('Spamhaus %s is a refusal (%s), never a listing', (code, reason) => {
  expect(decodeDbl([code])).toEqual({ refused: true, reason: `Spamhaus refused the query (${code}: ${reason})` })
  expect(decodeZen(['127.0.0.2', code]).refused).toBe(true)
})

test('SURBL and URIBL bit masks name every sublist set; 127.0.0.1 is a refusal', () => {
  expect(categories(decodeSurbl(['127.0.0.8']))).toEqual(['PH (phishing)'])
  expect(categories(decodeSurbl(['127.0.0.216']))).toEqual(['PH (phishing)', 'MW (malware)', 'ABUSE (spam)', 'CR (cracked site)'])
  expect(categories(decodeUribl(['127.0.0.2']))).toEqual(['black'])
  expect(categories(decodeUribl(['127.0.0.12']))).toEqual(['grey', 'red'])
  expect(decodeSurbl(['127.0.0.1']).refused).toBe(true)
  expect(decodeUribl(['127.0.0.1']).refused).toBe(true)
})

test('an IP is asked about with its octets, or its IPv6 nibbles, reversed', () => {
  expect(reversedIp('198.51.100.7')).toBe('7.100.51.198')
  expect(reversedIp('2001:db8::7')).toBe('7.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.8.b.d.0.1.0.0.2')
})
