import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A real HTTP server on 127.0.0.1 for component tests, so the axios client, its interceptors and
 * error handling run for real instead of against a mocked axios. jsdom's XHR treats it as
 * cross-origin, hence the CORS answers.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string, without the '?'. */
  query: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export interface Reply {
  status?: number;
  body?: unknown;
}

export type Handler = (req: RecordedRequest) => Reply | Promise<Reply>

export interface TestServer {
  url: string;
  requests: RecordedRequest[];
  /** Set or replace the handler of `'METHOD /path'`. */
  on(route: string, handler: Handler): void;
  close(): Promise<void>;
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Content-Type, Authorization',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
}

function readBody (req: http.IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', () => {
      try {
        resolve(raw ? JSON.parse(raw) : undefined)
      } catch {
        resolve(raw)
      }
    })
  })
}

export async function startTestServer (routes: Record<string, Handler> = {}): Promise<TestServer> {
  const handlers = new Map(Object.entries(routes))
  const requests: RecordedRequest[] = []
  const server = http.createServer(async (req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS).end()
      return
    }
    const [path, query = ''] = (req.url ?? '/').split('?')
    const recorded: RecordedRequest = { method: req.method ?? 'GET', path, query, headers: req.headers, body: await readBody(req) }
    requests.push(recorded)
    const handler = handlers.get(`${recorded.method} ${path}`)
    const reply = handler ? await handler(recorded) : { status: 404, body: { success: false, message: 'Not found' } }
    const body = reply.body
    const isText = typeof body === 'string'
    res.writeHead(reply.status ?? 200, { ...CORS, 'Content-Type': isText ? 'text/plain' : 'application/json' })
    res.end(body === undefined ? '' : isText ? body : JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on: (route, handler) => void handlers.set(route, handler),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A URL on which nothing listens: requests to it fail without an HTTP answer (network error). */
export async function unusedUrl (): Promise<string> {
  const probe = http.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return `http://127.0.0.1:${port}`
}
