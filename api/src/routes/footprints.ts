// GET {scope}/footprints and {scope}/footprints.csv (issue 16): the caller's sites grouped by what
// they share, clusters of two or more, largest first; the CSV has one row per member. Bearer
// required; FootprintService decides ownership.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { sendCsv, toCsv } from '../lib/csv'
import { bearerAuth, errorResponses } from '../schemas/common'
import { FootprintsQuery, FootprintsResponse } from '../schemas/footprints'
import type { ScopeOptions } from '../scopes'
import { FootprintService } from '../services/footprint-service'
import { callerOf } from './domains'

export default async function footprintRoutes (fastify: FastifyInstance, opts: ScopeOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const footprints = new FootprintService(app.db)
  const common = { tags: [`footprints (${opts.superCategory})`], security: bearerAuth, querystring: FootprintsQuery }

  app.get('/footprints', {
    onRequest: app.authenticate,
    schema: { ...common, summary: 'Sites grouped by shared IP, nameserver set, hosting, analytics/ad ID, affiliate ID, generator or theme', response: { 200: FootprintsResponse, ...errorResponses } }
  }, async (request) => ({ clusters: await footprints.clusters(callerOf(request), opts.superCategory, request.query.owner) }))

  app.get('/footprints.csv', {
    onRequest: app.authenticate,
    schema: { ...common, summary: 'The footprint clusters as CSV, one row per member', produces: ['text/csv'], response: { 200: Type.String(), ...errorResponses } }
  }, async (request, reply) => {
    const clusters = await footprints.clusters(callerOf(request), opts.superCategory, request.query.owner)
    const rows = clusters.flatMap((c) => c.members.map((domain) => [c.label, c.value, c.size, domain]))
    return sendCsv(reply, `footprints-${opts.superCategory}.csv`, toCsv(['Shared', 'Value', 'Cluster size', 'Domain'], rows))
  })
}
