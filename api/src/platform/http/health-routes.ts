// Liveness + readiness in one: answers ok only when the database answers. It also says whether
// the status round keeps up: how long the oldest overdue status check has waited, as
// the round-watch check last measured it (null before its first run).
import type { FastifyInstance } from 'fastify'
import { readBackupStatus } from '../db/backup-status'
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

const BACKUP = {
  type: 'object',
  description: 'SQLite only, once backups are scheduled or a copy exists: when the newest copy in BACKUP_DIR was made',
  properties: {
    lastAt: { type: ['string', 'null'], format: 'date-time' },
    ageSeconds: { type: ['integer', 'null'] },
    failed: { type: 'boolean', description: 'The last scheduled backup failed' }
  }
}

export default async function healthRoutes (app: FastifyInstance): Promise<void> {
  app.get('/healthz', {
    schema: {
      tags: ['system'],
      summary: 'Health check (queries the database)',
      response: {
        200: { type: 'object', properties: { status: { type: 'string' }, checks: CHECKS, backup: BACKUP } },
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
      const backup = await readBackupStatus(app.db, app.dbDialect, app.config.backup)
      const shown = backup !== null && (backup.everyHours > 0 || backup.lastAt !== null)
      return { status: 'ok', checks: roundFigure(await readRoundState(app.db)), ...(shown ? { backup: { lastAt: backup.lastAt, ageSeconds: backup.ageSeconds, failed: backup.failure !== null } } : {}) }
    } catch (err) {
      request.log.error({ err }, 'health check: database unavailable')
      return reply.code(503).send({ success: false, status: 'error', message: 'Database unavailable', down: ['database'] })
    }
  })
}
