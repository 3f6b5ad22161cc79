// lab.farm.test: endpoints for testing the outbound client itself (not the scanner).
import zlib from 'node:zlib'
import { type FarmSite, pages, pause, redirect, send } from '../kit'

export const LAB_TEXT = 'The quick brown fox jumps over the lazy dog. '.repeat(200)
/** Decompresses to 20 MiB of zeros: a gzip bomb for the body cap. */
let bomb: Buffer | undefined

export const lab: FarmSite = {
  host: 'lab.farm.test',
  handle: pages({
    // What the client sent, as JSON.
    '/echo': (req, res) => send(req, res, JSON.stringify({ headers: req.headers, url: req.url }), { type: 'application/json' }),
    '/gzip': (req, res) => send(req, res, LAB_TEXT, { type: 'text/plain', encoding: 'gzip' }),
    '/br': (req, res) => send(req, res, LAB_TEXT, { type: 'text/plain', encoding: 'br' }),
    '/deflate': (req, res) => send(req, res, LAB_TEXT, { type: 'text/plain', encoding: 'deflate' }),
    '/bad-gzip': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' })
      res.end('this is not gzip at all')
    },
    '/bomb': (_req, res) => {
      bomb ??= zlib.gzipSync(Buffer.alloc(20 * 1024 * 1024))
      res.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' })
      res.end(bomb)
    },
    '/latin1': (req, res) => send(req, res, Buffer.from('Crème brûlée', 'latin1'), { type: 'text/plain; charset=ISO-8859-1' }),
    '/utf8': (req, res) => send(req, res, 'Crème brûlée ✓', { type: 'text/plain' }),
    // /redirect/3 → /redirect/2 → /redirect/1 → /redirect/0 (200)
    '/redirect/0': (req, res) => send(req, res, 'arrived', { type: 'text/plain' }),
    '/redirect/1': (_req, res) => redirect(res, '/redirect/0', 307),
    '/redirect/2': (_req, res) => redirect(res, '/redirect/1', 308),
    '/redirect/3': (_req, res) => redirect(res, 'https://lab.farm.test/redirect/2', 301),
    '/to-private': (_req, res) => redirect(res, 'http://10.0.0.1/'),
    '/to-metadata': (_req, res) => redirect(res, 'http://169.254.169.254/latest/meta-data/'),
    '/to-ftp': (_req, res) => redirect(res, 'ftp://files.farm.test/'),
    '/to-http': (_req, res) => redirect(res, 'http://lab.farm.test/echo'),
    '/slow-headers': async (req, res) => {
      if (await pause(res, 3000)) send(req, res, 'late', { type: 'text/plain' })
    },
    '/slow-body': async (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' })
      res.write('first chunk ')
      if (await pause(res, 3000)) res.end('too late')
    },
    '/reset': (req) => { req.socket.destroy() },
    '/status/404': (req, res) => send(req, res, 'nope', { status: 404, type: 'text/plain' }),
    '/status/503': (req, res) => send(req, res, 'busy', { status: 503, type: 'text/plain' })
  })
}
