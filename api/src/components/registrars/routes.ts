// /api/registrars: a user's registrar accounts (an admin sees everyone's with ?all=true), their
// Test and Sync now buttons, and the Registrars page's "not monitored" and "registrar unknown"
// lists with the Add of not-monitored domains. Handlers stay thin: the schemas validate, the
// services decide ownership and wording. Credentials are write-only.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { callerOf } from '../../platform/auth/domain-access'
import { mayUseDating } from '../../platform/auth/plugin'
import { bearerAuth, errorResponses } from '../../platform/http/common-schemas'
import { importServiceOf } from '../import'
import { REGISTRAR_SYNC_TYPE } from './jobs/registrar-sync-check'
import { PortfolioService } from './portfolio-service'
import { RegistrarService } from './registrar-service'
import {
  AccountIdParams, AccountListQuery, AccountListResponse, AccountResponse, AddNotMonitoredBody, AddNotMonitoredResponse, CreateAccountBody,
  NotMonitoredResponse, PageQuery, TestResponse, UnknownResponse, UpdateAccountBody
} from './schemas'

/** Test presses per minute per user: each one is a request to the registrar on the user's key. */
export const REGISTRAR_TEST_LIMIT = 10

export interface RegistrarRoutesOptions { now?: () => Date }

export default async function registrarRoutes (fastify: FastifyInstance, opts: RegistrarRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const now = opts.now ?? (() => new Date())
  const service = new RegistrarService(app.db, app.config, app.outbound, now)
  const portfolio = new PortfolioService(app.db, importServiceOf(fastify))
  const common = { tags: ['registrars'], security: bearerAuth }
  const reply = <T>(schema: T) => ({ 200: schema, ...errorResponses })
  const testLimit = app.rateLimit({ max: REGISTRAR_TEST_LIMIT, timeWindow: 60_000, keyGenerator: (request: FastifyRequest) => `registrar-test|${request.user?.id ?? request.ip}` })
  const queueSync = async (): Promise<void> => { await app.checks.worker.request(REGISTRAR_SYNC_TYPE) }

  app.addHook('onRequest', app.authenticate)

  app.get('/', {
    schema: { ...common, summary: 'Your registrar accounts (admin with ?all=true: everyone\'s); credentials are never returned', querystring: AccountListQuery, response: reply(AccountListResponse) }
  }, async (request) => ({ success: true as const, accounts: await service.list(callerOf(request), request.query.all === true) }))

  app.post('/', {
    schema: { ...common, summary: 'Add a registrar account; its first sync starts at once', body: CreateAccountBody, response: { 201: AccountResponse, ...errorResponses } }
  }, async (request, res) => {
    const account = await service.create(callerOf(request), request.body)
    await queueSync()
    return await res.code(201).send({ success: true as const, account })
  })

  app.get('/not-monitored', {
    schema: { ...common, summary: 'Domains in your registrar accounts that are not in your saved lists', querystring: PageQuery, response: reply(NotMonitoredResponse) }
  }, async (request) => ({ success: true as const, ...await portfolio.notMonitored(callerOf(request), request.query.page, request.query.limit) }))

  app.post('/not-monitored/add', {
    schema: { ...common, summary: 'Save not-monitored domains under a brand and super category (through the import path)', body: AddNotMonitoredBody, response: reply(AddNotMonitoredResponse) }
  }, async (request) => ({ success: true as const, ...await portfolio.add(callerOf(request), request.body, mayUseDating(request.user!)) }))

  app.get('/unknown', {
    schema: { ...common, summary: 'Saved domains found in none of your synced registrar accounts', querystring: PageQuery, response: reply(UnknownResponse) }
  }, async (request) => ({ success: true as const, ...await portfolio.unknown(callerOf(request), request.query.page, request.query.limit) }))

  app.put('/:id', {
    schema: { ...common, summary: 'Rename an account or replace its credentials (absent fields are kept)', params: AccountIdParams, body: UpdateAccountBody, response: reply(AccountResponse) }
  }, async (request) => ({ success: true as const, account: await service.update(callerOf(request), request.params.id, request.body) }))

  app.delete('/:id', {
    schema: { ...common, summary: 'Remove an account and what its syncs stored', params: AccountIdParams, response: { 204: Type.Null(), ...errorResponses } }
  }, async (request, res) => {
    await service.remove(callerOf(request), request.params.id)
    return await res.code(204).send(null)
  })

  app.post('/:id/test', {
    onRequest: [testLimit],
    schema: { ...common, summary: 'Read the account\'s first page now and say whether the credentials work', params: AccountIdParams, response: reply(TestResponse) }
  }, async (request) => ({ success: true as const, ...await service.test(callerOf(request), request.params.id) }))

  app.post('/:id/sync', {
    schema: { ...common, summary: 'Sync the account now (queues the registrar-sync check)', params: AccountIdParams, response: { 202: AccountResponse, ...errorResponses } }
  }, async (request, res) => {
    const account = await service.sync(callerOf(request), request.params.id)
    await queueSync()
    return await res.code(202).send({ success: true as const, account })
  })
}
