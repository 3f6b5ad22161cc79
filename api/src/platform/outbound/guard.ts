// Where a connection for host:port really goes: a CONNECT_TO pin (operator-trusted), or the
// host's DNS answer after the SSRF check. The connector connects to exactly the address returned
// here, so there is no window between the check and the connection (no DNS rebinding).
import { lookup as dnsLookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import type { ConnectToRule } from './connect-to'
import { OutboundError } from './errors'
import { isBlockedAddress } from './ip-ranges'

export interface LookupAddress {
  address: string
  family: number
}

/** Resolves a host name to its addresses; injectable so tests can point names anywhere. */
export type LookupFn = (hostname: string) => Promise<LookupAddress[]>

export const systemLookup: LookupFn = async (hostname) => await dnsLookup(hostname, { all: true, verbatim: true })

export interface Target {
  address: string
  port: number
  /** True when a CONNECT_TO rule chose the address (the SSRF guard does not apply). */
  pinned: boolean
}

export interface GuardOptions {
  pins: PinTable
  lookup: LookupFn
  /** Upper bound for one DNS lookup. */
  lookupTimeoutMs: number
}

export const PRIVATE = 'a private or local network address'
/**
 * The refusal of a name whose DNS answer is private: the address itself is not said, so a user
 * cannot map an internal network by saving names. It stays in the error's `address`
 * for the logs.
 */
export const RESOLVES_PRIVATE = 'it resolves to a private or reserved address'

interface NumberedRule { index: number, rule: ConnectToRule }

/**
 * CONNECT_TO rules indexed by host: a connection finds its pin without reading every rule (a
 * farm of thousands of pinned test sites would otherwise scan them all per connection).
 */
export class PinTable {
  private readonly byHost = new Map<string, NumberedRule[]>()
  private readonly anyHost: NumberedRule[] = []

  constructor (rules: ConnectToRule[]) {
    rules.forEach((rule, index) => {
      if (rule.host === '') return this.anyHost.push({ index, rule })
      const list = this.byHost.get(rule.host) ?? []
      list.push({ index, rule })
      this.byHost.set(rule.host, list)
    })
  }

  /** The first rule for host:port in the configured order, as curl --connect-to picks it. */
  find (host: string, port: number): ConnectToRule | undefined {
    const first = (list: NumberedRule[] | undefined) => list?.find(({ rule }) => rule.port === null || rule.port === port)
    const named = first(this.byHost.get(host))
    const any = first(this.anyHost)
    if (named === undefined || any === undefined) return (named ?? any)?.rule
    return named.index < any.index ? named.rule : any.rule
  }
}

async function resolve (host: string, options: GuardOptions): Promise<LookupAddress[]> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new OutboundError('DNS_ERROR', 'its DNS lookup timed out')), options.lookupTimeoutMs)
  })
  try {
    const addresses = await Promise.race([options.lookup(host), timeout])
    if (addresses.length === 0) throw Object.assign(new Error(`no address for ${host}`), { code: 'ENOTFOUND' })
    return addresses
  } finally {
    clearTimeout(timer)
  }
}

/** IPv4 first: many hosts publish AAAA records the server has no route to. */
function pick (addresses: LookupAddress[]): string {
  return (addresses.find((a) => a.family === 4) ?? addresses[0]).address
}

/** localhost and its subdomains, however many trailing dots the name is written with. */
export function isLocalhostName (host: string): boolean {
  const name = host.toLowerCase().replace(/(?<!\.)\.+$/, '')
  return name === 'localhost' || name.endsWith('.localhost')
}

export async function resolveTarget (hostname: string, port: number, options: GuardOptions): Promise<Target> {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  const pin = options.pins.find(host, port)
  const toPort = pin?.addressPort ?? port
  if (pin !== undefined && pin.address !== '') {
    const address = isIP(pin.address) !== 0 ? pin.address : pick(await resolve(pin.address, options))
    return { address, port: toPort, pinned: true }
  }

  if (isIP(host) !== 0) {
    if (isBlockedAddress(host)) throw new OutboundError('SSRF_BLOCKED', `it is ${PRIVATE}`, { address: host })
    return { address: host, port: toPort, pinned: false }
  }
  // RFC 6761: these names are the machine itself, whatever DNS says; trailing dots (the
  // fully qualified spelling, "localhost.") name the same host.
  if (isLocalhostName(host)) {
    throw new OutboundError('SSRF_BLOCKED', `it is ${PRIVATE}`, { address: host })
  }
  const addresses = await resolve(host, options)
  // Any private answer refuses the host: mixing public and private records is a known bypass.
  const blocked = addresses.find((a) => isBlockedAddress(a.address))
  if (blocked !== undefined) {
    throw new OutboundError('SSRF_BLOCKED', RESOLVES_PRIVATE, { address: blocked.address })
  }
  return { address: pick(addresses), port: toPort, pinned: false }
}
