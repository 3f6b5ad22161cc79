// /api/locations: the admins' Locations screen. Admins only (an admin API token with
// write access for the changes, as every admin call).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { bearerAuth, errorResponses } from '../../platform/http/common-schemas'
import { LocationsService } from './locations-service'
import { CreateLocationBody, LocationIdParams, LocationList, LocationWithToken } from './schemas'

export default async function locationRoutes (fastify: FastifyInstance, opts: { now?: () => Date }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const locations = new LocationsService(app.db, app.config, opts.now ?? (() => new Date()))
  const common = { tags: ['locations'], security: bearerAuth }
  app.addHook('onRequest', app.requireAdmin)

  app.get('/', {
    schema: { ...common, summary: 'Every location (home first) with its state and figures', response: { 200: LocationList, ...errorResponses } }
  }, async () => ({ locations: await locations.list() }))

  app.post('/', {
    config: { missingFieldMessage: 'A name is required' },
    schema: { ...common, summary: 'Create a probe location; its token is shown this once', body: CreateLocationBody, response: { 201: LocationWithToken, ...errorResponses } }
  }, async (request, reply) => reply.code(201).send(await locations.create(request.body.name)))

  app.post('/:id/token', {
    schema: { ...common, summary: "Replace a probe's token (the old one stops at once)", params: LocationIdParams, response: { 200: LocationWithToken, ...errorResponses } }
  }, async (request) => await locations.replaceToken(request.params.id))

  app.delete('/:id', {
    schema: { ...common, summary: 'Delete a probe location (home cannot be deleted)', params: LocationIdParams, response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses } }
  }, async (request, reply) => {
    await locations.delete(request.params.id)
    return reply.code(204).send(null)
  })
}
