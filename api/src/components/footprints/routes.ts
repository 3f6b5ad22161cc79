// GET {scope}/footprints and {scope}/footprints.csv: the caller's sites grouped by what
// they share, clusters of two or more, largest first; the JSON lists each cluster's first
// MEMBERS_LISTED members with its size and the CSV's path, the CSV has one row per member. Bearer
// required; DomainAccess and FootprintService decide ownership. At 50,000 domains an answer
// names ~70,000 memberships (~0.5 s to build), so both come from the read cache
// (platform/read-cache): rebuilt when the user's domains, scans or hosting change, and at most
// every few seconds while checks record new IPs and DNS records (not on every check result).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { Type } from 'typebox'
import { toCsv } from '../../platform/lib/csv'
import { domainsArea, footprintsArea, HOSTING_AREA } from '../../platform/read-cache/data-version-repository'
import { bearerAuth, errorResponses } from '../../platform/http/common-schemas'
import { type FootprintClusterShape, FootprintsQuery, FootprintsResponse } from './schemas'
import type { ScopeOptions } from '../../platform/http/scopes'
import { type Caller, DomainAccess } from '../../platform/auth/domain-access'
import { FootprintService, MEMBERS_LISTED } from './footprint-service'
import { callerOf } from '../../platform/auth/domain-access'

export default async function footprintRoutes (fastify: FastifyInstance, opts: ScopeOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const scope = opts.superCategory
  const footprints = new FootprintService(app.db)
  const access = new DomainAccess(app.db)
  const common = { tags: [`footprints (${scope})`], security: bearerAuth, querystring: FootprintsQuery }

  /** The clusters of `caller`'s domains (or ?owner's), made into `answer`, from the read cache. */
  const cached = async (caller: Caller, owner: string | undefined, res: FastifyReply, answer: (clusters: FootprintClusterShape[]) => unknown, csv?: string): Promise<FastifyReply> => {
    return await res.cachedList({
      userId: await access.readUser(caller, owner),
      areas: [domainsArea(scope), HOSTING_AREA],
      // Only the checks' network footprints: a status result that changed no IP leaves it be.
      background: [footprintsArea(scope)],
      build: async () => answer(await footprints.clusters(caller, scope, owner, csv === undefined ? MEMBERS_LISTED : Infinity)),
      ...(csv === undefined ? {} : { csv })
    })
  }

  app.get('/footprints', {
    onRequest: app.authenticate,
    schema: { ...common, summary: 'Sites grouped by shared IP, nameserver set, hosting, analytics/ad ID, affiliate ID, generator or theme', response: { 200: FootprintsResponse, ...errorResponses } }
  }, async (request, res) => {
    // The CSV of the same clusters, with the same ?owner (the URL's path is the route's own).
    const [path, query] = request.url.split('?', 2)
    const csv = `${path}.csv${query === undefined ? '' : `?${query}`}`
    return await cached(callerOf(request), request.query.owner, res, (clusters) => ({ clusters, csv }))
  })

  app.get('/footprints.csv', {
    onRequest: app.authenticate,
    schema: { ...common, summary: 'The footprint clusters as CSV, one row per member (all of them)', produces: ['text/csv'], response: { 200: Type.String(), ...errorResponses } }
  }, async (request, res) => await cached(callerOf(request), request.query.owner, res, (clusters) => toCsv(
    ['Shared', 'Value', 'Cluster size', 'Domain'],
    clusters.flatMap((c) => c.members.map((domain) => [c.label, c.value, c.size, domain]))
  ), `footprints-${scope}.csv`))
}
