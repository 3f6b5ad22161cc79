// POST {scope}/bulk: one action on many domains, and GET {scope}/bulk/{jobId}: the
// progress of a large one run as a job. See bulk-service.ts.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { BULK_APPLY_TYPE } from './jobs/bulk-apply'
import { BulkBody, BulkJobParams, BulkJobStarted, BulkJobStatus, BulkQuery, BulkResponse } from './schemas'
import { bearerAuth, errorResponses } from '../../platform/http/common-schemas'
import type { ScopeOptions } from '../../platform/http/scopes'
import { BULK_MESSAGES, BulkActionService } from './bulk-service'

export default async function bulkRoutes (fastify: FastifyInstance, opts: ScopeOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const bulk = new BulkActionService(app.db, {
    now: app.checks.now,
    onRescan: () => app.checks.worker.wake(),
    // Due now in the database (any worker may take it), and this process's worker woken.
    requestJob: async () => await app.checks.worker.request(BULK_APPLY_TYPE)
  })
  const common = { tags: [`domains (${opts.superCategory})`], security: bearerAuth }
  app.addHook('onRequest', app.authenticate)

  app.post('/bulk', {
    // Up to 50,000 names of up to 253 characters.
    bodyLimit: 16 * 1024 * 1024,
    config: { missingFieldMessage: 'Action is required' },
    schema: {
      ...common,
      summary: 'One action (delete, brandCategory, superCategory, hostingServer, note, rescan) on many domains: named, by id, or by the list filter. ' +
        'Up to 1,000 domains change in one transaction (200); a larger selection runs as a job (202, progress at GET bulk/{jobId})',
      querystring: BulkQuery,
      body: BulkBody,
      response: { 200: BulkResponse, 202: BulkJobStarted, ...errorResponses }
    }
  }, async (request, reply) => {
    const outcome = await bulk.run(request.user!, opts.superCategory, request.body, request.query.owner)
    if (outcome.kind === 'job') {
      const { job } = outcome
      return reply.code(202).send({ success: true as const, message: BULK_MESSAGES.started(job.action, job.matched), ...job })
    }
    return { success: true as const, message: BULK_MESSAGES.done(outcome.result.action, outcome.result.changed), ...outcome.result }
  })

  app.get('/bulk/:jobId', {
    schema: { ...common, summary: 'Progress of a bulk action run as a job (only for the caller who started it)', params: BulkJobParams, response: { 200: BulkJobStatus, ...errorResponses } }
  }, async (request) => await bulk.status(request.user!, opts.superCategory, request.params.jobId))
}
