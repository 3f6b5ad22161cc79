// A real HTTP receiver for alert channels, served by the test web farm (so HTTPS with the farm's
// CA): it records every request (path, headers, raw body) and answers with the status the test
// sets, per path. Webhook, Slack, Discord and Telegram payloads all land here.
import { createHmac } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FarmSite } from '../farm'
import { send } from '../farm/kit'

export interface Received {
  path: string
  headers: IncomingMessage['headers']
  raw: string
  json: any
  at: number
  /** The answer reached the sender (false: it went away first, e.g. a killed worker). */
  answered: boolean
}

export interface Receiver {
  site: FarmSite
  requests: Received[]
  /** Requests to one path (a path per channel). */
  at: (path: string) => Received[]
  /** Answer `status` on `path` from now on (default 200). */
  answer: (path: string, status: number, headers?: Record<string, string>) => void
  /** Hold every answer until release() (requests are recorded as they arrive). */
  hold: () => void
  release: () => void
  clear: () => void
}

async function body (req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export function createReceiver (host: string): Receiver {
  const requests: Received[] = []
  const statuses = new Map<string, { status: number, headers: Record<string, string> }>()
  let held: Array<() => void> | null = null
  const site: FarmSite = {
    host,
    handle: async (req, res) => {
      const path = new URL(req.url ?? '/', `https://${host}`).pathname
      const raw = await body(req)
      let json: unknown = null
      try { json = JSON.parse(raw) } catch {}
      const received: Received = { path, headers: req.headers, raw, json, at: Date.now(), answered: false }
      requests.push(received)
      if (held !== null) await new Promise<void>((resolve) => held?.push(resolve))
      if (res.destroyed) return
      res.once('finish', () => { received.answered = true })
      const answer = statuses.get(path) ?? { status: 200, headers: {} }
      send(req, res, answer.status === 200 ? '{"ok":true}' : '{"ok":false}', { status: answer.status, type: 'application/json', headers: answer.headers })
    }
  }
  return {
    site,
    requests,
    at: (path) => requests.filter((r) => r.path === path),
    answer: (path, status, headers = {}) => { statuses.set(path, { status, headers }) },
    hold: () => { held ??= [] },
    release: () => {
      const waiting = held ?? []
      held = null
      for (const resume of waiting) resume()
    },
    clear: () => { requests.length = 0; statuses.clear(); held = null }
  }
}

/** The signature a webhook must carry for `raw` with `secret`. */
export function expectedSignature (raw: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`
}
