// Creates the first admin on an empty database (see first-admin.ts).
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { ensureFirstAdmin } from './first-admin'

export default fp(async function firstAdmin (app: FastifyInstance) {
  await ensureFirstAdmin(app.db, app.config, {
    info: (msg) => app.log.info(msg),
    warn: (msg) => app.log.warn(msg)
  })
}, { name: 'first-admin', dependencies: ['config', 'db'] })
