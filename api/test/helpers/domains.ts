// Requests and fixtures for the domain API tests: a complete scan result as the scanner
// answers it, and one call helper per HTTP method with a bearer token.
import type { LightMyRequestResponse } from 'fastify'
import type { TestApp } from './test-app'

export const PREFIX = { natural: '/api/scraper', casino: '/casino/scraper', dating: '/dating/scraper' } as const
export type Scope = keyof typeof PREFIX

export function scanResult (domain: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    domain,
    url: `https://${domain}/`,
    title: `Title of ${domain}`,
    description: `Description of ${domain}`,
    h1: ['Main heading'],
    h2: ['Sub one', 'Sub two'],
    canonicals: [`https://${domain}/`],
    images: [{ url: `https://${domain}/a.png`, alt: 'A picture' }, { url: `https://${domain}/b.png`, alt: '' }],
    altTags: ['A picture'],
    robotsTxt: 'User-agent: *\nAllow: /',
    wordCount: 321,
    schemaPresent: true,
    affiliateLink: `https://${domain}/go/offer`,
    statusCode: 200,
    noindex: false,
    footprints: [],
    lastChecked: '2026-11-20T10:00:00.000Z',
    ...overrides
  }
}

export interface Api {
  get: (url: string, token?: string) => Promise<LightMyRequestResponse>
  del: (url: string, token?: string) => Promise<LightMyRequestResponse>
  put: (url: string, body: unknown, token?: string) => Promise<LightMyRequestResponse>
  post: (url: string, body: unknown, token?: string) => Promise<LightMyRequestResponse>
  /** POST {scope}/save with a full scan result; expects nothing. */
  save: (token: string, domain: string, options?: { scope?: Scope, category?: string, issueDate?: string | null, data?: Record<string, unknown>, query?: string }) => Promise<LightMyRequestResponse>
}

export function api (t: TestApp): Api {
  const headers = (token?: string): Record<string, string> => token ? { authorization: `Bearer ${token}` } : {}
  const get = async (url: string, token?: string) => await t.app.inject({ method: 'GET', url, headers: headers(token) })
  const del = async (url: string, token?: string) => await t.app.inject({ method: 'DELETE', url, headers: headers(token) })
  const put = async (url: string, body: unknown, token?: string) =>
    await t.app.inject({ method: 'PUT', url, headers: headers(token), payload: body as object })
  const post = async (url: string, body: unknown, token?: string) =>
    await t.app.inject({ method: 'POST', url, headers: headers(token), payload: body as object })
  const save: Api['save'] = async (token, domain, options = {}) => await post(
    `${PREFIX[options.scope ?? 'natural']}/save${options.query ?? ''}`,
    {
      domain,
      data: options.data ?? scanResult(domain),
      brandCategory: options.category ?? 'Keto',
      issueDate: options.issueDate === undefined ? '2026-01-15' : options.issueDate
    },
    token
  )
  return { get, del, put, post, save }
}

/** Fails with the response body in the message, so a wrong status explains itself. */
export function expectStatus (res: LightMyRequestResponse, status: number): LightMyRequestResponse {
  expect({ status: res.statusCode, body: res.body }).toEqual({ status, body: expect.any(String) })
  return res
}
