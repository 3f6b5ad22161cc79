// The test web farm: ONE HTTP and ONE HTTPS server in this process, answering for many host
// names by Host header (and TLS SNI). Clients reach the names through CONNECT_TO pins:
//
//   const farm = await startFarm()
//   const config = { connectTo: parseConnectTo(farm.connectTo()) }   // or env CONNECT_TO=farm.connectTo()
//   ... scan "shop.farm.test" ...
//   await farm.close()
//
// HTTPS certificates come from certs/ (make-certs.sh); the process that connects must trust
// certs/ca.crt through NODE_EXTRA_CA_CERTS (read by Node at start-up only).
import fs from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'
import path from 'node:path'
import tls from 'node:tls'
import { datedContext } from './dated-certs'
import type { FarmContext, FarmSite } from './kit'
import { FARM_SITES } from './sites'

export type { FarmSite } from './kit'
export { daysFromNow, type DatedCert } from './dated-certs'
export { FARM_SITES } from './sites'
export { REAL_WORLD_PAGES, type RealWorldPage } from './sites/real-world'

export const FARM_CERTS_DIR = path.join(__dirname, 'certs')
export const FARM_CA_FILE = path.join(FARM_CERTS_DIR, 'ca.crt')

export interface Farm {
  httpPort: number
  httpsPort: number
  /** A local port nothing listens on (where pins for a missing scheme point). */
  refusedPort: number
  sites: FarmSite[]
  hosts: string[]
  site: (host: string) => FarmSite
  /** CONNECT_TO value pinning `hosts` (default: every farm host) to the farm, ports 443 and 80. */
  connectTo: (hosts?: string[]) => string
  url: (host: string, path?: string, scheme?: 'https' | 'http') => string
  close: () => Promise<void>
}

export interface FarmOptions {
  /** Added to (or replacing, by host) the standard sites. */
  sites?: FarmSite[]
}

function secureContext (name: string): tls.SecureContext {
  const read = (ext: string): Buffer => fs.readFileSync(path.join(FARM_CERTS_DIR, `${name}.${ext}`))
  return tls.createSecureContext({ key: read('key'), cert: read('crt') })
}

/** Throws a clear error when this process does not trust the farm CA (TLS tests would fail obscurely). */
export function assertFarmCaTrusted (): void {
  const file = process.env.NODE_EXTRA_CA_CERTS
  const trusted = file !== undefined && fs.existsSync(file) && fs.readFileSync(file, 'utf8').includes(fs.readFileSync(FARM_CA_FILE, 'utf8').trim())
  if (!trusted) {
    throw new Error(`The test web farm's CA is not trusted: run with NODE_EXTRA_CA_CERTS=${path.relative(process.cwd(), FARM_CA_FILE)} (npm run test:unit does)`)
  }
}

async function listen (server: net.Server): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  return (server.address() as net.AddressInfo).port
}

async function freePort (): Promise<number> {
  const server = net.createServer()
  const port = await listen(server)
  await new Promise((resolve) => server.close(resolve))
  return port
}

export async function startFarm (options: FarmOptions = {}): Promise<Farm> {
  const byHost = new Map<string, FarmSite>()
  for (const site of [...FARM_SITES, ...(options.sites ?? [])]) byHost.set(site.host.toLowerCase(), site)
  const ctx: FarmContext = { httpPort: 0, httpsPort: 0 }
  // Dated leaves are signed before the farm listens, not in the first handshake: on a loaded
  // machine signing there could outlast the client's timeout and turn a certificate error
  // into a timeout.
  const dated = new Map<string, Promise<tls.SecureContext>>()
  for (const [host, site] of byHost) if (typeof site.tls === 'object') dated.set(host, datedContext(host, site.tls))
  await Promise.all(dated.values())
  const contexts = { valid: secureContext('farm'), expired: secureContext('expired'), 'self-signed': secureContext('self-signed') }

  const handler = (scheme: 'http' | 'https') => (req: http.IncomingMessage, res: http.ServerResponse): void => {
    const host = String(req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase()
    const site = byHost.get(host)
    if (site === undefined || !(site.schemes ?? ['http', 'https']).includes(scheme)) {
      res.writeHead(421, { 'content-type': 'text/plain' }).end(`No ${scheme} farm site for "${host}"`)
      return
    }
    Promise.resolve(site.handle(req, res, ctx)).catch((err: Error) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
      res.end(`farm site ${host} failed: ${err.message}`)
    })
  }

  const httpServer = http.createServer(handler('http'))
  const httpsServer = https.createServer({
    ...{ key: fs.readFileSync(path.join(FARM_CERTS_DIR, 'farm.key')), cert: fs.readFileSync(path.join(FARM_CERTS_DIR, 'farm.crt')) },
    SNICallback: (servername, done) => {
      const mode = byHost.get(servername.toLowerCase())?.tls ?? 'valid'
      if (typeof mode === 'object') {
        const made = dated.get(servername.toLowerCase())
        if (made === undefined) return done(new Error(`no dated certificate for ${servername}`))
        made.then((context) => done(null, context), (err: Error) => done(err))
        return
      }
      if (mode === 'hang') return // never answer: the client's connect timeout must fire
      if (mode === 'fail') return done(new Error('the farm refuses this handshake'))
      done(null, mode === 'expired' || mode === 'self-signed' ? contexts[mode] : contexts.valid)
    }
  }, handler('https'))
  // Raw sockets, also those stuck in a TLS handshake, so close() never waits for them.
  const sockets = new Set<net.Socket>()
  for (const server of [httpServer, httpsServer]) {
    server.on('connection', (socket: net.Socket) => {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
    })
  }
  httpsServer.on('tlsClientError', () => {}) // expected for the broken-TLS sites

  ctx.httpPort = await listen(httpServer)
  ctx.httpsPort = await listen(httpsServer)
  const refusedPort = await freePort()
  const hosts = [...byHost.keys()]

  const pins = (host: string): string => {
    const site = byHost.get(host)
    const schemes = site?.schemes ?? ['http', 'https']
    const tlsPort = site?.tls === 'plain-http' ? ctx.httpPort : schemes.includes('https') ? ctx.httpsPort : refusedPort
    const plainPort = schemes.includes('http') ? ctx.httpPort : refusedPort
    return `${host}:443:127.0.0.1:${tlsPort},${host}:80:127.0.0.1:${plainPort}`
  }

  return {
    httpPort: ctx.httpPort,
    httpsPort: ctx.httpsPort,
    refusedPort,
    sites: [...byHost.values()],
    hosts,
    site: (host) => {
      const site = byHost.get(host)
      if (site === undefined) throw new Error(`no farm site "${host}"`)
      return site
    },
    connectTo: (list = hosts) => list.map((h) => pins(h.toLowerCase())).join(','),
    url: (host, p = '/', scheme = 'https') => `${scheme}://${host}${p}`,
    close: async () => {
      const closed = [httpServer, httpsServer].map(async (s) => await new Promise((resolve) => s.close(resolve)))
      for (const socket of sockets) socket.destroy()
      await Promise.all(closed)
    }
  }
}
