// /api/hosting calls: the hosting editor's auto-fill lookup and the hosting
// screens' calls. Handlers stay thin: schemas validate, the services decide ownership and wording.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { HOSTING_AREA } from '../../platform/read-cache/data-version-repository'
import { bearerAuth, errorResponses, MessageResponse, OwnerQuery } from '../../platform/http/common-schemas'
import {
  AddHostingBody, HostingInfoListResponse, RenewBody, ServerExistsResponse, ServerExpireResponse,
  ServerIdParams, ServerOwnerResponse, ServerParams, UpdateHostingBody, UpdateServerBody, UpdateServerEverywhereBody
} from './schemas'
import { DomainAccess } from '../../platform/auth/domain-access'
import { HostingInfoService } from './hosting-info-service'
import { HostingOverviewService } from './hosting-overview-service'
import { HostingServerService, SERVER_MESSAGES, ServerExistsError } from './hosting-server-service'
import { callerOf } from '../../platform/auth/domain-access'
import { visibleSuperCategories } from '../../platform/auth/plugin'

export interface HostingRouteOptions {
  /** The clock of the expiry window, renewals and issue dates (tests pin it). */
  now?: () => Date
}

export default async function hostingRoutes (fastify: FastifyInstance, opts: HostingRouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const now = opts.now ?? (() => new Date())
  const access = new DomainAccess(app.db)
  const hosting = new HostingInfoService(app.db)
  const overview = new HostingOverviewService(app.db, now)
  const servers = new HostingServerService(app.db, now)
  const common = { tags: ['hosting'], security: bearerAuth, querystring: OwnerQuery }
  const reply = <T>(schema: T) => ({ 200: schema, ...errorResponses })
  // The duplicate answer carries the existing record: its own 409 schema keeps `existing`.
  const duplicate = { 409: ServerExistsResponse }
  const done = (message: string) => ({ success: true as const, message })

  app.addHook('onRequest', app.authenticate)

  // ServerExistsError → 409 with `existing`; everything else goes to the central error handler.
  app.setErrorHandler(async (error, request, res) => {
    if (error instanceof ServerExistsError) {
      return await res.code(409).send({ success: false, message: error.message, existing: error.existing })
    }
    throw error
  })

  app.get('/by-server/:server', {
    schema: {
      ...common,
      summary: "Platform and e-mail of one of the caller's servers (auto-fill)",
      params: ServerParams,
      response: reply(ServerOwnerResponse)
    }
  }, async (request) => {
    const owner = await access.target(callerOf(request), request.query.owner)
    return { success: true as const, ...await hosting.serverOwner(owner.id, request.params.server) }
  })

  app.get('/get-hostingInfo', {
    schema: { ...common, summary: 'Accounts (list), domain records (all) and servers, with counts', response: reply(HostingInfoListResponse) }
  }, async (request, res) => {
    const caller = callerOf(request)
    const userId = await access.readUser(caller, request.query.owner)
    return await res.cachedList({
      userId,
      areas: [HOSTING_AREA],
      build: async () => ({ success: true as const, ...await overview.overview(caller, visibleSuperCategories(request.user!), request.query.owner) })
    })
  })

  app.get('/server-expire', {
    schema: { ...common, summary: 'Servers expiring in 1 to 10 days (rounded up), and the expired ones', response: reply(ServerExpireResponse) }
  }, async (request) => ({ success: true as const, ...await overview.expiring(callerOf(request), request.query.owner) }))

  app.post('/add-hostingInfo', {
    config: { missingFieldMessage: SERVER_MESSAGES.allFieldsRequired },
    schema: { ...common, summary: 'Add a server under a platform account', body: AddHostingBody, response: { 201: MessageResponse, ...duplicate, ...errorResponses } }
  }, async (request, res) => {
    await servers.add(callerOf(request), request.body, request.query.owner)
    return await res.code(201).send(done(SERVER_MESSAGES.added))
  })

  app.post('/server-renew', {
    schema: { ...common, summary: "Move servers' expiry on by their renewal period", body: RenewBody, response: reply(MessageResponse) }
  }, async (request) => {
    await servers.renew(callerOf(request), request.body.servers)
    return done(SERVER_MESSAGES.renewed)
  })

  app.put('/update-server/:id', {
    schema: { ...common, summary: 'Rename a server and set its expiry date', params: ServerIdParams, body: UpdateServerBody, response: { ...reply(MessageResponse), ...duplicate } }
  }, async (request) => {
    await servers.updateServer(callerOf(request), request.params.id, request.body)
    return done(SERVER_MESSAGES.updated)
  })

  app.delete('/delete-server/:id', {
    schema: { ...common, summary: 'Delete a server (its domains are unlinked, not deleted)', params: ServerIdParams, response: reply(MessageResponse) }
  }, async (request) => {
    await servers.deleteServer(callerOf(request), request.params.id)
    return done(SERVER_MESSAGES.deleted)
  })

  app.put('/update-hosting', {
    schema: { ...common, summary: 'Rename a platform account and set its hosting issue date', body: UpdateHostingBody, response: reply(MessageResponse) }
  }, async (request) => {
    await servers.updateHosting(callerOf(request), request.body, request.query.owner)
    return done(SERVER_MESSAGES.hostingUpdated)
  })

  app.put('/update-server-everywhere', {
    schema: { ...common, summary: 'Rename a server for every record and set its expiry', body: UpdateServerEverywhereBody, response: { ...reply(MessageResponse), ...duplicate } }
  }, async (request) => {
    await servers.updateServerEverywhere(callerOf(request), request.body, request.query.owner)
    return done(SERVER_MESSAGES.updatedEverywhere)
  })
}
