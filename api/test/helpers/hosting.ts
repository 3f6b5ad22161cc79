// Calls and fixtures of the hosting screens' API tests (/api/hosting).
import type { LightMyRequestResponse } from 'fastify'
import { type Api, expectStatus } from './domains'
import type { TestApp } from './test-app'

export const HOSTING = '/api/hosting'

export interface HostingInput {
  platform: string
  email: string
  server: string
  ServerExpiryDate: string
}

export function hostingInput (server: string, overrides: Partial<HostingInput> = {}): HostingInput {
  return { platform: 'Hostinger', email: 'ops@example.com', server, ServerExpiryDate: '2027-01-15', ...overrides }
}

/** POST add-hostingInfo and expect 201. */
export async function addServer (a: Api, token: string, server: string, overrides: Partial<HostingInput> = {}): Promise<void> {
  expectStatus(await a.post(`${HOSTING}/add-hostingInfo`, hostingInput(server, overrides), token), 201)
}

export interface Overview {
  list: Array<Record<string, unknown>>
  all: Array<Record<string, unknown>>
  servers: Array<Record<string, unknown> & { _id: string, server: string }>
}

export async function overview (a: Api, token: string, query = ''): Promise<Overview> {
  const res = expectStatus(await a.get(`${HOSTING}/get-hostingInfo${query}`, token), 200)
  return res.json() as Overview
}

/** The id of one of the caller's servers, by name. */
export async function serverId (a: Api, token: string, server: string): Promise<string> {
  const row = (await overview(a, token)).servers.find((s) => s.server === server)
  if (row === undefined) throw new Error(`no server ${server}`)
  return row._id
}

/** Every hosting row of the database, to prove a failed call wrote nothing. */
export async function snapshot (t: TestApp): Promise<unknown> {
  const db = t.app.db
  return {
    accounts: await db.selectFrom('hosting_accounts').selectAll().orderBy('id').execute(),
    servers: await db.selectFrom('hosting_servers').selectAll().orderBy('id').execute(),
    links: await db.selectFrom('domain_hosting').selectAll().orderBy('domain_id').execute(),
    domains: (await db.selectFrom('domains').select('id').orderBy('id').execute()).length
  }
}

export function message (res: LightMyRequestResponse): { status: number, message: string } {
  return { status: res.statusCode, message: res.json().message }
}
