// Control characters in any text input are refused at validation with a 400 naming the field,
// on both databases (PostgreSQL cannot store a NUL byte at all: it used to answer 500). The
// sweep reads every operation from the OpenAPI document, so a call added later is covered too.
// Zero-width and other invisible characters in domain names are refused, not silently dropped.
import type { LightMyRequestResponse } from 'fastify'
import { fieldLabel } from '../src/platform/http/validation-messages'
import { api, expectStatus, PREFIX } from './helpers/domains'
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, describeEachDb, login, type TestApp } from './helpers/test-app'

interface SchemaNode { type?: string | string[], properties?: Record<string, SchemaNode>, items?: SchemaNode, anyOf?: SchemaNode[] }
interface Operation {
  parameters?: Array<{ in: string, name: string, schema?: SchemaNode }>
  requestBody?: { content?: Record<string, { schema?: SchemaNode }> }
}

const isString = (node: SchemaNode | undefined): boolean =>
  node !== undefined && (node.type === 'string' || (Array.isArray(node.type) && node.type.includes('string')) || (node.anyOf ?? []).some(isString))

/** Bodies that put `bad` in one text field each (nested objects and lists of text included), with that field's name. */
function bodiesWith (bad: string, schema: SchemaNode | undefined): Array<[string, unknown]> {
  const out: Array<[string, unknown]> = []
  for (const [name, prop] of Object.entries(schema?.properties ?? {})) {
    if (isString(prop)) out.push([name, { [name]: bad }])
    if (prop.type === 'array' && isString(prop.items)) out.push([name, { [name]: ['fine', bad] }])
    if (prop.type === 'object') {
      for (const [inner, body] of bodiesWith(bad, prop)) out.push([inner, { [name]: body }])
    }
  }
  return out
}

describeEachDb('control characters', (kind) => {
  let t: TestApp
  let token: string
  /** The probe calls take a probe's token only: with the admin's they would answer 401 before validation. */
  let probeToken: string
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { datingAccessPassword: 'secret word' } })
    token = await login(t, ADMIN_EMAIL, ADMIN_PASSWORD)
    const made = await t.app.inject({ method: 'POST', url: '/api/locations', headers: { authorization: `Bearer ${token}` }, payload: { name: 'Frankfurt' } })
    expectStatus(made, 201)
    probeToken = (made.json() as { token: string }).token
  })
  afterAll(async () => { await t.close() })

  const refused = (res: LightMyRequestResponse, field: string) => {
    const message = `${fieldLabel(field)} must not contain control characters`
    return { status: res.statusCode, json: res.json() as unknown, expected: { status: 400, json: { success: false, message, error: { details: [{ message }] } } } }
  }

  test('a NUL byte in any text field of any call is a 400 naming the field', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> }
    let checked = 0
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const params = op.parameters ?? []
        const filled = (bad?: { name: string }): string => path.replace(/\{(\w+)\}/g, (_m, name: string) =>
          name === bad?.name ? 'a%00b' : encodeURIComponent(name === 'category' ? 'natural' : 'example.com'))
        const send = async (url: string, payload?: unknown) => await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers: { authorization: `Bearer ${path.startsWith('/api/probe/') ? probeToken : token}`, accept: 'application/json' },
          ...(payload === undefined ? {} : { payload: payload as object })
        })
        const cases: Array<[string, () => Promise<LightMyRequestResponse>]> = []
        for (const p of params.filter((p) => p.in === 'path' && isString(p.schema))) cases.push([p.name, async () => await send(filled(p))])
        for (const p of params.filter((p) => p.in === 'query' && isString(p.schema))) {
          cases.push([p.name, async () => await send(`${filled()}?${p.name}=a%00b`, method === 'get' || method === 'delete' ? undefined : {})])
        }
        for (const [field, body] of bodiesWith('a\u0000b', op.requestBody?.content?.['application/json']?.schema)) {
          cases.push([field, async () => await send(filled(), body)])
        }
        for (const [field, call] of cases) {
          const r = refused(await call(), field)
          expect({ call: `${method} ${path}`, field, status: r.status, json: r.json }).toEqual({ call: `${method} ${path}`, field, ...r.expected })
          checked++
        }
      }
    }
    // The sweep really covered the API: auth, domains, hosting, monitoring, Bing, scan, admin.
    expect(checked).toBeGreaterThan(100)
  })

  test('other control characters are refused too; tabs and line breaks are text', async () => {
    const a = api(t)
    expectStatus(await a.save(token, 'notes.example.com'), 201)
    for (const bad of ['\u0001', '\u0008', '\u000b', '\u001b[31m', '\u007f', '\u0085', '\u009b']) {
      const res = await a.put(`${PREFIX.natural}/note/notes.example.com`, { note: `before${bad}after` }, token)
      const r = refused(res, 'note')
      expect({ bad: JSON.stringify(bad), status: r.status, json: r.json }).toEqual({ bad: JSON.stringify(bad), ...r.expected })
    }
    const multiLine = 'line one\n\tline two\r\nline three'
    expectStatus(await a.put(`${PREFIX.natural}/note/notes.example.com`, { note: multiLine }, token), 200)
    const list = await a.get(`${PREFIX.natural}/all`, token)
    expect(list.json().find((d: { domain: string }) => d.domain === 'notes.example.com').note).toBe(multiLine)
  })

  test('unauthenticated auth calls are refused the same way', async () => {
    const cases: Array<[string, object, string]> = [
      ['/auth/initiatelogin', { email: 'admin\u0000@sitefleet.test', password: 'x' }, 'email'],
      ['/auth/initiatelogin', { email: ADMIN_EMAIL, password: 'pass\u0000word' }, 'password'],
      ['/auth/verify-code', { email: ADMIN_EMAIL, code: '12\u000034' }, 'code'],
      ['/auth/request-reset-code', { email: `\u0000${ADMIN_EMAIL}` }, 'email'],
      ['/auth/reset-password', { email: ADMIN_EMAIL, code: '123456', newPassword: 'new-pass\u0000word' }, 'newPassword']
    ]
    for (const [url, payload, field] of cases) {
      const r = refused(await t.app.inject({ method: 'POST', url, payload }), field)
      expect({ url, status: r.status, json: r.json }).toEqual({ url, ...r.expected })
    }
  })

  test('a zero-width or other invisible character in a domain name is refused with a message', async () => {
    const a = api(t)
    const message = 'Domain names cannot contain invisible characters (such as zero-width spaces)'
    for (const name of ['exa\u200bmple.com', 'example\u200d.com', '\ufeffexample.com', 'exam\u00adple.com', 'example.com\u2060']) {
      const saved = await a.save(token, name)
      expect({ name: JSON.stringify(name), status: saved.statusCode, message: saved.json().message })
        .toEqual({ name: JSON.stringify(name), status: 400, message })
      const scanned = await a.post(`${PREFIX.natural}/scan`, { domain: name }, token)
      expect({ name: JSON.stringify(name), status: scanned.statusCode, message: scanned.json().message })
        .toEqual({ name: JSON.stringify(name), status: 400, message })
    }
    const list = await a.get(`${PREFIX.natural}/all`, token)
    expect(list.json().map((d: { domain: string }) => d.domain)).not.toContain('example.com')
  })
})
