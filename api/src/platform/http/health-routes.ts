// Liveness + readiness in one: answers ok only when the database answers. It also says whether
// the status round keeps up (issue 27): how long the oldest overdue status check has waited, as
// the round-watch check last measured it (null before its first run).
import type { FastifyInstance } from 'fastify'
import { ping } from '../db/database'
import { readRoundState, roundFigure } from '../jobs/round-state'

const CHECKS = {
  type: ['object', 'null'],
  description: 'The status round: the oldest overdue status check\'s wait, and whether it passed one check interval',
  properties: {
    oldestOverdueSeconds: { type: 'integer' },
    intervalSeconds: { type: 'integer' },
    behind: { type: 'boolean' },
    measuredAt: { type: 'string', format: 'date-time' }
  }
}

export default async function healthRoutes (app: FastifyInstance): Promise<void> {
  app.get('/healthz', {
    schema: {
      tags: ['system'],
      summary: 'Health check (queries the database)',
      response: {
        200: { type: 'object', properties: { status: { type: 'string' }, checks: CHECKS } },
        503: {
          type: 'object',
          properties: {
            success: { type: 'boolean' },
            status: { type: 'string' },
            message: { type: 'string' },
            down: { type: 'array', items: { type: 'string' }, description: 'The parts that do not answer: "database"' }
          }
        }
      }
    }
  }, async (request, reply) => {
    try {
      await ping(app.db)
      return { status: 'ok', checks: roundFigure(await readRoundState(app.db)) }
    } catch (err) {
      request.log.error({ err }, 'health check: database unavailable')
      return reply.code(503).send({ success: false, status: 'error', message: 'Database unavailable', down: ['database'] })
    }
  })
}
