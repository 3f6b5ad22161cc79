// POST {scope}/bulk (issue 14): one action on many of the caller's domains. See services/bulk-actions.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { BulkBody, BulkResponse } from '../schemas/bulk'
import { bearerAuth, errorResponses } from '../schemas/common'
import { OwnerQuery } from '../schemas/domains'
import type { ScopeOptions } from '../scopes'
import { BULK_MESSAGES, BulkActionService } from '../services/bulk-actions'

export default async function bulkRoutes (fastify: FastifyInstance, opts: ScopeOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const bulk = new BulkActionService(app.db, () => app.checks.worker.wake())
  app.addHook('onRequest', app.authenticate)

  app.post('/bulk', {
    // Up to 50,000 names of up to 253 characters.
    bodyLimit: 16 * 1024 * 1024,
    config: { missingFieldMessage: 'Action is required' },
    schema: {
      tags: [`domains (${opts.superCategory})`],
      security: bearerAuth,
      summary: 'One action (delete, brandCategory, superCategory, hostingServer, note, rescan) on many domains: named, or by the list filter',
      querystring: OwnerQuery,
      body: BulkBody,
      response: { 200: BulkResponse, ...errorResponses }
    }
  }, async (request) => {
    const result = await bulk.run(request.user!, opts.superCategory, request.body, request.query.owner)
    return { success: true as const, message: BULK_MESSAGES.done(result.action, result.changed), ...result }
  })
}
