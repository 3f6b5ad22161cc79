// Requests generated from the api's own contract: the routes and their request schemas are read
// from the running app's OpenAPI document (/docs/json, built from the TypeBox schemas that
// validate requests), so a new route is fuzzed the day it is registered, with no list to update.
// Used by the jest suite (app.inject) and the bench scenario `fuzz` (HTTP to the compiled api).
import fc from 'fast-check'
import { type Kind, type Schema, SchemaArbitraries, everyPlane, ofLength } from './schema-arbitrary'

export const ACTORS = ['user', 'read-token', 'other-user', 'nobody'] as const
export type Actor = typeof ACTORS[number]
export const KINDS: Kind[] = ['valid', 'extreme', 'invalid']

export interface ContractRoute {
  method: string
  /** The OpenAPI path, with {param} placeholders. */
  path: string
  params: Array<{ name: string, in: 'path' | 'query', required: boolean, schema: Schema }>
  /** Media type → schema of the request body; undefined when the route takes none. */
  body?: Record<string, Schema>
}

export interface FuzzRequest {
  route: ContractRoute
  actor: Actor
  kind: Kind
  method: string
  url: string
  headers: Record<string, string>
  payload?: string | Buffer
}

/** Every operation of an OpenAPI document (the /docs routes themselves are not in it). */
export function contractRoutes (doc: any): ContractRoute[] {
  const routes: ContractRoute[] = []
  for (const [path, operations] of Object.entries<Record<string, any>>(doc.paths)) {
    for (const [method, op] of Object.entries<any>(operations)) {
      const content = op.requestBody?.content as Record<string, { schema?: Schema }> | undefined
      routes.push({
        method: method.toUpperCase(),
        path,
        params: (op.parameters ?? []).map((p: any) => ({ name: p.name, in: p.in, required: p.required === true, schema: p.schema ?? {} })),
        body: content === undefined ? undefined : Object.fromEntries(Object.entries(content).map(([type, c]) => [type, c.schema ?? {}]))
      })
    }
  }
  return routes
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is sent as the bytes a
 * careless client would send for it (WTF-8, %ED%A0%80…): a server must cope with that too.
 */
function encodePathPart (value: string): string {
  let out = ''
  for (const point of value) {
    const code = point.charCodeAt(0)
    out += point.length === 1 && code >= 0xd800 && code <= 0xdfff
      ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => '%' + b.toString(16).toUpperCase()).join('')
      : encodeURIComponent(point)
  }
  return out
}

function text (value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value) ?? ''
}

/** A CSV file for the upload routes (no schema to read: the importer's own columns and junk). */
function csvFile (kind: Kind, pool: string[]): fc.Arbitrary<string | Buffer> {
  const header = 'domain,brandCategory,issueDate,server,note'
  const cell = fc.oneof(fc.constantFrom(...pool, '=HYPERLINK("http://evil.test")', '"quoted, comma"', ''), fc.domain(), fc.string({ maxLength: 30 }))
  const row = fc.array(cell, { minLength: 1, maxLength: 6 }).map((cells) => cells.map((c) => /[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c).join(','))
  if (kind === 'extreme') {
    return fc.tuple(fc.constantFrom(0, 1, 50_000), everyPlane).map(([rows, cps]) =>
      [header, ...Array.from({ length: rows }, (_v, i) => `s${i}.${ofLength(cps, 20).replace(/[",\s]/g, 'x')}.test,Keto,2026-01-15,,`)].join('\n'))
  }
  if (kind === 'invalid') {
    return fc.oneof(
      fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
      fc.constantFrom('"unterminated,quote\nx', '\ufeff\ufeff', '\u0000\u0000', Buffer.from([0xff, 0xfe, 0x00, 0xd8]).toString('latin1'))
    )
  }
  return fc.array(row, { maxLength: 20 }).map((rows) => [header, ...rows].join('\n'))
}

function multipart (file: string | Buffer, brandCategory: string | undefined): { body: Buffer, type: string } {
  const boundary = '----sitefleetfuzz' + Math.random().toString(16).slice(2)
  const parts: Buffer[] = [Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="domains.csv"\r\ncontent-type: text/csv\r\n\r\n`), Buffer.from(file), Buffer.from('\r\n')]
  if (brandCategory !== undefined) parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="brandCategory"\r\n\r\n${brandCategory}\r\n`))
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` }
}

/** Tokens of the actors (nobody has none) and the ids and names of real rows to aim at. */
export interface Cast {
  tokens: Record<Exclude<Actor, 'nobody'>, string>
  pool: () => string[]
}

export class ContractRequests {
  private readonly schemas: SchemaArbitraries
  constructor (private readonly cast: Cast) {
    this.schemas = new SchemaArbitraries(cast.pool)
  }

  /** One request to `route` by `actor` with a `kind` of input. */
  request (route: ContractRoute, actor: Actor, kind: Kind): fc.Arbitrary<FuzzRequest> {
    // One part of the request carries the kind; the others stay valid, so an invalid body is not
    // refused because of a path parameter first. Path parameters are never "extreme" (a URL has
    // its own limits, tested in robustness.test.ts).
    const parts = ['params', 'body'].filter((p) => p === 'params' ? route.params.length > 0 : route.body !== undefined)
    return (parts.length === 0 ? fc.constant('none') : fc.constantFrom(...parts)).chain((target) => {
      const paramKind = (p: ContractRoute['params'][number]): Kind => target !== 'params' ? 'valid' : p.in === 'path' && kind === 'extreme' ? 'valid' : kind
      const params = fc.tuple(...route.params.map((p) => {
        const value = this.schemas.of(p.schema, paramKind(p), p.name).map(text)
        if (p.required || p.in === 'path') return value.map((v) => v as string | undefined)
        // ?owner= is an admin's: a user who sends it is refused before the route's own logic,
        // so it comes one time in five; other optional parameters every other time.
        return fc.oneof({ arbitrary: fc.constant(undefined), weight: p.name === 'owner' ? 4 : 1 }, { arbitrary: value, weight: 1 })
      }))
      const body = this.body(route, target === 'body' ? kind : 'valid')
      return fc.tuple(params, body).map(([values, payload]) => this.assemble(route, actor, kind, values, payload))
    })
  }

  private body (route: ContractRoute, kind: Kind): fc.Arbitrary<{ payload: string | Buffer, type: string } | undefined> {
    if (route.body === undefined) return fc.constant(undefined)
    const types = Object.keys(route.body)
    return fc.constantFrom(...types).chain((type) => {
      const schema = route.body![type]
      if (type === 'application/json') {
        const value = this.schemas.of(schema, kind).map((v) => ({ payload: JSON.stringify(v) ?? 'null', type }))
        // Invalid also means not JSON at all, or JSON cut short.
        return kind === 'invalid' ? fc.oneof(value, fc.constantFrom('{"a":', '', '[', '\ufeff{}', '{"__proto__": {"admin": true}}').map((payload) => ({ payload, type }))) : value
      }
      const file = csvFile(kind, this.cast.pool())
      if (type === 'multipart/form-data') return fc.tuple(file, fc.option(fc.string({ maxLength: 100 }), { nil: undefined })).map(([f, brand]) => { const m = multipart(f, brand); return { payload: m.body, type: m.type } })
      return file.map((payload) => ({ payload, type }))
    })
  }

  private assemble (route: ContractRoute, actor: Actor, kind: Kind, values: Array<string | undefined>, body: { payload: string | Buffer, type: string } | undefined): FuzzRequest {
    let path = route.path
    const query = new URLSearchParams()
    route.params.forEach((p, i) => {
      const value = values[i]
      if (p.in === 'path') path = path.replace(`{${p.name}}`, encodePathPart(value === undefined || value === '' ? 'x' : value))
      else if (value !== undefined) query.append(p.name, value)
    })
    const qs = query.toString()
    const headers: Record<string, string> = {}
    if (actor !== 'nobody') headers.authorization = `Bearer ${this.cast.tokens[actor]}`
    if (body !== undefined) headers['content-type'] = body.type
    return { route, actor, kind, method: route.method, url: qs === '' ? path : `${path}?${qs}`, headers, payload: body?.payload }
  }
}

/** A request in a line, cut short (a 50,000-item body does not belong in a test report). */
export function describeRequest (r: FuzzRequest): string {
  const payload = r.payload === undefined ? '' : ` body(${r.payload.length} ${r.headers['content-type']}): ${String(r.payload).slice(0, 300)}`
  return `${r.method} ${r.url.slice(0, 300)} as ${r.actor} (${r.kind})${payload}`
}
