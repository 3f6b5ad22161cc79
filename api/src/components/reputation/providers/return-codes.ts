// What a blocklist's answer means. Spamhaus DBL and ZEN answer one code per listing
// (127.0.1.x, 127.0.0.x); SURBL and URIBL answer one address whose last octet is a bit mask of
// their sublists. An answer in 127.255.255.0/24 (Spamhaus) or 127.0.0.1 (SURBL, URIBL) is the
// list refusing the query (a public resolver, over quota, a bad key): never a listing.

export interface Listing {
  /** The sublist or category, as the list names it ("phish domain", "XBL (exploited host)"). */
  category: string
  /** The return code it came from. */
  code: string
}

export type Decoded = { refused: false, listings: Listing[] } | { refused: true, reason: string }

const SPAMHAUS_REFUSED: Record<string, string> = {
  '127.255.255.252': 'the list name is wrong (typo in the query)',
  '127.255.255.254': 'the query came through a public or open resolver',
  '127.255.255.255': 'too many queries, or the DQS key is not valid'
}

const DBL: Record<string, string> = {
  '127.0.1.2': 'spam domain',
  '127.0.1.4': 'phish domain',
  '127.0.1.5': 'malware domain',
  '127.0.1.6': 'botnet C&C domain',
  '127.0.1.102': 'abused legit spam',
  '127.0.1.103': 'abused spammed redirector domain',
  '127.0.1.104': 'abused legit phish',
  '127.0.1.105': 'abused legit malware',
  '127.0.1.106': 'abused legit botnet C&C'
}

const ZEN: Record<string, string> = {
  '127.0.0.2': 'SBL (spam source)',
  '127.0.0.3': 'SBL CSS (snowshoe spam)',
  '127.0.0.4': 'XBL (exploited host)',
  '127.0.0.5': 'XBL (exploited host)',
  '127.0.0.6': 'XBL (exploited host)',
  '127.0.0.7': 'XBL (exploited host)',
  '127.0.0.9': 'SBL DROP (hijacked network)',
  '127.0.0.10': 'PBL (end-user range, ISP)',
  '127.0.0.11': 'PBL (end-user range, Spamhaus)'
}

const SURBL_BITS: Array<[number, string]> = [[8, 'PH (phishing)'], [16, 'MW (malware)'], [64, 'ABUSE (spam)'], [128, 'CR (cracked site)']]
const URIBL_BITS: Array<[number, string]> = [[2, 'black'], [4, 'grey'], [8, 'red'], [16, 'gold']]

function spamhaus (table: Record<string, string>, answers: readonly string[]): Decoded {
  const refused = answers.find((a) => a.startsWith('127.255.255.'))
  if (refused !== undefined) return { refused: true, reason: `Spamhaus refused the query (${refused}: ${SPAMHAUS_REFUSED[refused] ?? 'refused'})` }
  if (answers.includes('127.0.1.255')) return { refused: true, reason: 'Spamhaus refused the query (127.0.1.255: IP queries prohibited on DBL)' }
  const listings = answers.map((code) => ({ code, category: table[code] ?? `unknown code ${code}` }))
  return { refused: false, listings: dedupe(listings) }
}

function bitmask (list: string, bits: ReadonlyArray<[number, string]>, answers: readonly string[]): Decoded {
  const listings: Listing[] = []
  for (const code of answers) {
    const octets = code.split('.').map(Number)
    if (octets[0] !== 127) continue
    const mask = octets[3]
    // The last octet 1 alone: the list blocked this resolver (public resolver or over its free volume).
    if (mask === 1) return { refused: true, reason: `${list} refused the query (${code}: this resolver is blocked or over its volume)` }
    const named = bits.filter(([bit]) => (mask & bit) !== 0).map(([, name]) => ({ code, category: name }))
    listings.push(...(named.length > 0 ? named : [{ code, category: `unknown code ${code}` }]))
  }
  return { refused: false, listings: dedupe(listings) }
}

function dedupe (listings: Listing[]): Listing[] {
  const seen = new Set<string>()
  return listings.filter((l) => (seen.has(l.category) ? false : (seen.add(l.category), true)))
}

export const decodeDbl = (answers: readonly string[]): Decoded => spamhaus(DBL, answers)
export const decodeZen = (answers: readonly string[]): Decoded => spamhaus(ZEN, answers)
export const decodeSurbl = (answers: readonly string[]): Decoded => bitmask('SURBL', SURBL_BITS, answers)
export const decodeUribl = (answers: readonly string[]): Decoded => bitmask('URIBL', URIBL_BITS, answers)
