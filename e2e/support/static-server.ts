import http from 'node:http'
import fs from 'node:fs'
import path from 'node:path'

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.html': 'text/html',
  '.css': 'text/css',
  '.map': 'application/json',
}

/**
 * A remote deployed on its own origin (as a team would deploy it), so a test can stop it
 * and start it again on the same port.
 */
export class StaticServer {
  private server?: http.Server

  constructor (private readonly dir: string, readonly port: number) {}

  get url (): string {
    return `http://127.0.0.1:${this.port}`
  }

  start (): Promise<void> {
    this.server = http.createServer((req, res) => {
      const file = path.join(this.dir, path.normalize(decodeURIComponent(new URL(req.url ?? '/', this.url).pathname)))
      if (!file.startsWith(this.dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
        res.writeHead(404, { 'access-control-allow-origin': '*' }).end('not found')
        return
      }
      res.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'access-control-allow-origin': '*',
        'cache-control': 'no-store',
      })
      fs.createReadStream(file).pipe(res)
    })
    return new Promise((resolve) => this.server!.listen(this.port, '127.0.0.1', () => resolve()))
  }

  stop (): Promise<void> {
    const server = this.server
    if (!server) return Promise.resolve()
    server.closeAllConnections()
    return new Promise((resolve) => server.close(() => resolve()))
  }
}
