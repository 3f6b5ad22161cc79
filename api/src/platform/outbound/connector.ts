// The undici connector behind every outbound connection: resolve + SSRF-check (guard.ts), then
// open TCP/TLS to that very address while TLS SNI and certificate checks keep the host name.
import { isIP } from 'node:net'
import { checkServerIdentity, createSecureContext, type TLSSocket } from 'node:tls'
import { buildConnector } from 'undici'
import { type GuardOptions, resolveTarget } from './guard'
import { describeCertificate, type PeerCertificates } from './peer-certificates'

export interface ConnectorOptions extends GuardOptions {
  /** TCP connect + TLS handshake limit. */
  connectTimeoutMs: number
  /** Told the address of each connection opened (the Footprints screen's IP). */
  onConnect?: (hostname: string, port: number, address: string) => void
  /** Where each handshake's leaf certificate is kept (the status check reads it). */
  certificates?: PeerCertificates
  /** Every connection leaves from this local address (OUTBOUND_LOCAL_ADDRESS, multi-homed hosts). */
  localAddress?: string
}

/** An error shaped like the one Node raises when it refuses a certificate itself. */
function refusal (socket: TLSSocket, host: string): Error {
  const code = String(socket.authorizationError)
  if (code === 'ERR_TLS_CERT_ALTNAME_INVALID') {
    const err = checkServerIdentity(host, socket.getPeerCertificate())
    if (err !== undefined) return err
  }
  return Object.assign(new Error(`certificate verification failed: ${code}`), { code })
}

export function guardedConnector (options: ConnectorOptions): buildConnector.connector {
  // One TLS context for every connection: without it Node builds a context (and loads the CA
  // store into it) per connection, a quarter of a millisecond each when checking thousands of sites.
  // Node verifies the chain and the host name either way; rejectUnauthorized is off only so the
  // refused certificate can still be read (an expired one is what the Certificates screen is for),
  // and the connection is closed below with Node's own error code when it was not authorized.
  const base = buildConnector({ timeout: options.connectTimeoutMs, secureContext: createSecureContext(), rejectUnauthorized: false })
  return (opts, callback) => {
    const defaultPort = opts.protocol === 'https:' ? 443 : 80
    const port = opts.port === '' || opts.port === undefined ? defaultPort : Number(opts.port)
    resolveTarget(opts.hostname, port, options).then((target) => {
      const servername = opts.servername || (isIP(opts.hostname) === 0 ? opts.hostname : undefined)
      base({ ...opts, hostname: target.address, port: String(target.port), servername, ...(options.localAddress === undefined ? {} : { localAddress: options.localAddress }) }, (err, socket) => {
        if (err === null) options.onConnect?.(opts.hostname, port, target.address)
        if (err !== null || opts.protocol !== 'https:') return callback(err, socket as never)
        const tlsSocket = socket as TLSSocket
        const host = servername ?? opts.hostname
        const error = tlsSocket.authorized ? null : String(tlsSocket.authorizationError)
        const seen = describeCertificate(tlsSocket.getPeerCertificate(), error === 'ERR_TLS_CERT_ALTNAME_INVALID', error)
        if (seen !== null) options.certificates?.remember(host, seen)
        if (tlsSocket.authorized) return callback(null, tlsSocket)
        const refused = refusal(tlsSocket, host)
        tlsSocket.destroy()
        callback(refused, null)
      })
    }, (err: Error) => callback(err, null))
  }
}
