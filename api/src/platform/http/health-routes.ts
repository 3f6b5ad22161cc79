// Liveness + readiness in one: answers ok only when the database answers.
import type { FastifyInstance } from 'fastify'
import { ping } from '../db/database'

export default async function healthRoutes (app: FastifyInstance): Promise<void> {
  app.get('/healthz', {
    schema: {
      tags: ['system'],
      summary: 'Health check (queries the database)',
      response: {
        200: { type: 'object', properties: { status: { type: 'string' } } },
        503: { type: 'object', properties: { success: { type: 'boolean' }, status: { type: 'string' }, message: { type: 'string' } } }
      }
    }
  }, async (request, reply) => {
    try {
      await ping(app.db)
      return { status: 'ok' }
    } catch (err) {
      request.log.error({ err }, 'health check: database unavailable')
      return reply.code(503).send({ success: false, status: 'error', message: 'Database unavailable' })
    }
  })
}
