// /api/hosting calls (spec §7 "Hosting"). For now the auto-fill lookup of the domain card's
// hosting editor; the hosting issue adds the hosting screens' calls here.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { bearerAuth, errorResponses } from '../schemas/common'
import { OwnerQuery, ServerOwnerResponse, ServerParams } from '../schemas/domains'
import { DomainAccess } from '../services/domain-access'
import { HostingInfoService } from '../services/hosting-info-service'
import { callerOf } from './domains'

export default async function hostingRoutes (fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const access = new DomainAccess(app.db)
  const hosting = new HostingInfoService(app.db)

  app.addHook('onRequest', app.authenticate)

  app.get('/by-server/:server', {
    schema: {
      tags: ['hosting'],
      summary: "Platform and e-mail of one of the caller's servers (auto-fill)",
      security: bearerAuth,
      querystring: OwnerQuery,
      params: ServerParams,
      response: { 200: ServerOwnerResponse, ...errorResponses }
    }
  }, async (request) => {
    const owner = await access.target(callerOf(request), request.query.owner)
    return { success: true as const, ...await hosting.serverOwner(owner.id, request.params.server) }
  })
}
