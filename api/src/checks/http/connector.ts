// The undici connector behind every outbound connection: resolve + SSRF-check (guard.ts), then
// open TCP/TLS to that very address while TLS SNI and certificate checks keep the host name.
import { isIP } from 'node:net'
import { createSecureContext } from 'node:tls'
import { buildConnector } from 'undici'
import { type GuardOptions, resolveTarget } from './guard'

export interface ConnectorOptions extends GuardOptions {
  /** TCP connect + TLS handshake limit. */
  connectTimeoutMs: number
  /** Told the address of each connection opened (the Footprints screen's IP). */
  onConnect?: (hostname: string, port: number, address: string) => void
}

export function guardedConnector (options: ConnectorOptions): buildConnector.connector {
  // One TLS context for every connection: without it Node builds a context (and loads the CA
  // store into it) per connection, a quarter of a millisecond each when checking thousands of sites.
  const base = buildConnector({ timeout: options.connectTimeoutMs, secureContext: createSecureContext() })
  return (opts, callback) => {
    const defaultPort = opts.protocol === 'https:' ? 443 : 80
    const port = opts.port === '' || opts.port === undefined ? defaultPort : Number(opts.port)
    resolveTarget(opts.hostname, port, options).then((target) => {
      const servername = opts.servername || (isIP(opts.hostname) === 0 ? opts.hostname : undefined)
      base({ ...opts, hostname: target.address, port: String(target.port), servername }, (err, socket) => {
        if (err === null) options.onConnect?.(opts.hostname, port, target.address)
        callback(err, socket as never)
      })
    }, (err: Error) => callback(err, null))
  }
}
