// PUT {scope}/domain/{domain}/location: a site's primary location, where its status
// check runs each round; null goes back to its server's location, else home. The due row moves
// there at once while that location is online (and back home while it is not).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { callerOf } from '../../platform/auth/domain-access'
import { HttpError } from '../../platform/errors'
import { bearerAuth, DomainParams, errorResponses, OwnerQuery } from '../../platform/http/common-schemas'
import type { ScopeOptions } from '../../platform/http/scopes'
import { DomainService } from '../domains'
import { LOCATION_MESSAGES } from './locations-service'
import { HOME_ID, LocationsRepository } from './locations-repository'
import { loadPlaces } from './places'
import { DomainLocationBody, DomainLocationResponse } from './schemas'

export default async function domainLocationRoutes (fastify: FastifyInstance, opts: ScopeOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const domains = new DomainService(app.db, app.checks.domainChecks, app.checks.now)
  app.addHook('onRequest', app.authenticate)

  app.put('/domain/:domain/location', {
    schema: {
      tags: [`domains (${opts.superCategory})`],
      security: bearerAuth,
      summary: "Choose a saved domain's primary location (null: its server's, else home)",
      params: DomainParams,
      querystring: OwnerQuery,
      body: DomainLocationBody,
      response: { 200: DomainLocationResponse, ...errorResponses }
    }
  }, async (request) => {
    const row = await domains.findForWrite(callerOf(request), opts.superCategory, request.params.domain, request.query.owner)
    const locationId = request.body.locationId
    const repo = new LocationsRepository(app.db)
    if (locationId !== null && locationId !== HOME_ID && await repo.findById(locationId) === undefined) throw new HttpError(404, LOCATION_MESSAGES.notFound)
    await repo.setDomainLocation(row.id, locationId)
    const places = await loadPlaces(app.db, app.config, app.checks.now())
    await repo.placeStatusRows(places.all.filter((p) => p.kind === 'probe' && p.online).map((p) => p.id))
    return { domain: row.domain, locationId }
  })
}
