// /api/oncall-rotations (CRUD and overrides) and /api/oncall (who is on call now and next). Read-only
// API tokens read them but cannot change them (the auth plugin refuses their writes).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { bearerAuth, errorResponses, MessageResponse } from '../../../platform/http/common-schemas'
import { callerOf } from '../../../platform/auth/domain-access'
import { OncallOwnerQuery, OnCallResponse, OverrideBody, OverrideListResponse, OverrideParams, OverrideResponse, RotationBody, RotationListResponse, RotationParams, RotationResponse } from './schemas'
import { ONCALL_MESSAGES, RotationService } from './rotation-service'

export async function rotationRoutes (fastify: FastifyInstance, opts: { now?: () => Date }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const service = new RotationService(app.db, opts.now ?? (() => new Date()))
  const common = { tags: ['on-call'], security: bearerAuth, querystring: OncallOwnerQuery }
  const reply = <T>(schema: T) => ({ 200: schema, ...errorResponses })

  app.addHook('onRequest', app.authenticate)

  app.get('/', { schema: { ...common, summary: 'Your on-call rotations (admins: everyone\'s unless ?owner=)', response: reply(RotationListResponse) } },
    async (request) => ({ success: true as const, rotations: await service.list(callerOf(request), request.query.owner) }))

  app.post('/', { schema: { ...common, summary: 'Create an on-call rotation: members taking turns daily or weekly, handing off at a local time', body: RotationBody, response: { 201: RotationResponse, ...errorResponses } } },
    async (request, res) => await res.code(201).send({ success: true as const, message: ONCALL_MESSAGES.created, rotation: await service.create(callerOf(request), request.body, request.query.owner) }))

  app.get('/:id', { schema: { ...common, summary: 'One on-call rotation', params: RotationParams, response: reply(RotationResponse) } },
    async (request) => ({ success: true as const, rotation: await service.get(callerOf(request), request.params.id, request.query.owner) }))

  app.put('/:id', { schema: { ...common, summary: 'Replace an on-call rotation', params: RotationParams, body: RotationBody, response: reply(RotationResponse) } },
    async (request) => ({ success: true as const, message: ONCALL_MESSAGES.updated, rotation: await service.update(callerOf(request), request.params.id, request.body, request.query.owner) }))

  app.delete('/:id', { schema: { ...common, summary: 'Delete an on-call rotation and its overrides', params: RotationParams, response: reply(MessageResponse) } }, async (request) => {
    await service.delete(callerOf(request), request.params.id, request.query.owner)
    return { success: true as const, message: ONCALL_MESSAGES.deleted }
  })

  app.get('/:id/overrides', { schema: { ...common, summary: 'The rotation\'s overrides that have not ended, earliest first', params: RotationParams, response: reply(OverrideListResponse) } },
    async (request) => ({ success: true as const, overrides: await service.overrides(callerOf(request), request.params.id, request.query.owner) }))

  app.post('/:id/overrides', { schema: { ...common, summary: 'Another user covers the rotation from startsAt to endsAt, or for whole local days (fromDate, toDate)', params: RotationParams, body: OverrideBody, response: { 201: OverrideResponse, ...errorResponses } } },
    async (request, res) => await res.code(201).send({ success: true as const, message: ONCALL_MESSAGES.overrideAdded, override: await service.addOverride(callerOf(request), request.params.id, request.body, request.query.owner) }))

  app.delete('/:id/overrides/:overrideId', { schema: { ...common, summary: 'Remove an override', params: OverrideParams, response: reply(MessageResponse) } }, async (request) => {
    await service.deleteOverride(callerOf(request), request.params.id, request.params.overrideId, request.query.owner)
    return { success: true as const, message: ONCALL_MESSAGES.overrideDeleted }
  })
}

export async function oncallRoutes (fastify: FastifyInstance, opts: { now?: () => Date }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const service = new RotationService(app.db, opts.now ?? (() => new Date()))
  app.addHook('onRequest', app.authenticate)
  app.get('/', {
    schema: { tags: ['on-call'], security: bearerAuth, querystring: OncallOwnerQuery, summary: 'Who is on call now and who is next in each of your rotations (admins: everyone\'s unless ?owner=)', response: { 200: OnCallResponse, ...errorResponses } }
  }, async (request) => ({ success: true as const, oncall: await service.oncall(callerOf(request), request.query.owner) }))
}
