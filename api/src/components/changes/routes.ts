// GET {scope}/changes: the SEO changes of the caller's domains in one scope, newest
// first, filtered by since/until, kind, brand category and domain, paged. Bearer required;
// DomainAccess and ChangeService decide ownership. Each page and filter is kept in the read cache
// (platform/read-cache) until the user's domains change: scans (which find changes), renames,
// brand categories, moves and deletions all bump the scope's domains counter. At 50,000 domains
// a page and its total cost ~10 ms to build, which eight clients at once queued past 100 ms.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { domainsArea } from '../../platform/read-cache/data-version-repository'
import { ChangesQuery, ChangesResponse } from './schemas'
import { bearerAuth, errorResponses } from '../../platform/http/common-schemas'
import type { ScopeOptions } from '../../platform/http/scopes'
import { ChangeService } from './change-service'
import { DomainAccess } from '../../platform/auth/domain-access'
import { callerOf } from '../../platform/auth/domain-access'

export default async function changeRoutes (fastify: FastifyInstance, opts: ScopeOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const changes = new ChangeService(app.db)
  const access = new DomainAccess(app.db)

  app.get('/changes', {
    onRequest: app.authenticate,
    schema: {
      tags: [`changes (${opts.superCategory})`],
      summary: 'SEO changes found by comparing each scan of a saved domain with the one before',
      security: bearerAuth,
      querystring: ChangesQuery,
      response: { 200: ChangesResponse, ...errorResponses }
    }
  }, async (request, res) => {
    const caller = callerOf(request)
    return await res.cachedList({
      userId: await access.readUser(caller, request.query.owner),
      areas: [domainsArea(opts.superCategory)],
      build: async () => await changes.list(caller, opts.superCategory, request.query)
    })
  })
}
