// PUT /api/scraper/update-domain-name: the screens always send it to the natural
// prefix, whatever the selected category, so it is registered once and finds the scope itself.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { mayUseDating } from '../../platform/auth/plugin'
import { bearerAuth, errorResponses, MessageResponse } from '../../platform/http/common-schemas'
import { OwnerQuery } from '../../platform/http/common-schemas'
import { RenameBody } from './schemas'
import { DOMAIN_MESSAGES, DomainService } from './domain-service'
import { callerOf } from '../../platform/auth/domain-access'

export default async function domainRenameRoutes (fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const domains = new DomainService(app.db, app.checks.domainChecks, app.checks.now)

  app.put('/api/scraper/update-domain-name', {
    onRequest: app.authenticate,
    config: { missingFieldMessage: DOMAIN_MESSAGES.invalidValues },
    schema: {
      tags: ['domains (natural)'],
      summary: 'Rename a saved domain (superCategory optional: natural, else the one scope holding it)',
      security: bearerAuth,
      querystring: OwnerQuery,
      body: RenameBody,
      response: { 200: MessageResponse, ...errorResponses }
    }
  }, async (request) => {
    await domains.rename(callerOf(request), request.body, request.query.owner, mayUseDating(request.user!))
    return { success: true as const, message: DOMAIN_MESSAGES.renamed }
  })
}
