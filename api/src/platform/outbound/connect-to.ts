// Parser for CONNECT_TO, which follows curl's --connect-to semantics:
// "HOST1:PORT1:HOST2:PORT2", comma separated. A request for HOST1:PORT1 is
// sent to HOST2:PORT2 instead. Empty HOST1/PORT1 match anything; empty
// HOST2/PORT2 keep the original value. IPv6 addresses go in brackets.
import { ConfigError } from '../errors'

export interface ConnectToRule {
  /** Host to match (lowercased); '' matches any host. */
  host: string
  /** Port to match; null matches any port. */
  port: number | null
  /** Address to connect to instead; '' keeps the original host. */
  address: string
  /** Port to connect to instead; null keeps the original port. */
  addressPort: number | null
}

function splitFields (entry: string): string[] {
  // Split on ':' except inside [...] so IPv6 literals survive.
  const fields: string[] = []
  let current = ''
  let inBrackets = false
  for (const ch of entry) {
    if (ch === '[') inBrackets = true
    if (ch === ']') inBrackets = false
    if (ch === ':' && !inBrackets) {
      fields.push(current)
      current = ''
    } else {
      current += ch
    }
  }
  fields.push(current)
  return fields
}

function parsePort (value: string, entry: string): number | null {
  if (value === '') return null
  const port = /^\d{1,5}$/.test(value) ? Number(value) : NaN
  if (!(port >= 1 && port <= 65535)) {
    throw new ConfigError(`CONNECT_TO entry "${entry}" has an invalid port "${value}" (expected 1-65535)`)
  }
  return port
}

function parseHost (value: string, entry: string): string {
  const host = value.startsWith('[') && value.endsWith(']') ? value.slice(1, -1) : value
  if (host !== '' && !/^[A-Za-z0-9._:*-]+$/.test(host)) {
    throw new ConfigError(`CONNECT_TO entry "${entry}" has an invalid host "${value}"`)
  }
  return host.toLowerCase()
}

export function parseConnectTo (raw: string | undefined): ConnectToRule[] {
  if (raw === undefined || raw.trim() === '') return []
  return raw.split(',').map((part) => part.trim()).filter(Boolean).map((entry) => {
    const fields = splitFields(entry)
    if (fields.length !== 4) {
      throw new ConfigError(`CONNECT_TO entry "${entry}" must look like host:port:addr:port (curl --connect-to syntax)`)
    }
    const [host, port, address, addressPort] = fields
    const rule: ConnectToRule = {
      host: parseHost(host, entry),
      port: parsePort(port, entry),
      address: parseHost(address, entry),
      addressPort: parsePort(addressPort, entry)
    }
    if (rule.address === '' && rule.addressPort === null) {
      throw new ConfigError(`CONNECT_TO entry "${entry}" must name an address or a port to connect to`)
    }
    return rule
  })
}
