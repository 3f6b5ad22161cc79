// Builds the Fastify application from a validated config. server.ts listens;
// tests call buildApp(config) and drive it with app.inject().
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { AppConfig } from './config'
import authPlugin from './plugins/auth'
import configPlugin from './plugins/config'
import dbPlugin from './plugins/db'
import errorHandler from './plugins/error-handler'
import firstAdmin from './plugins/first-admin'
import mailerPlugin from './plugins/mailer'
import rateLimitPlugin from './plugins/rate-limit'
import swaggerPlugin from './plugins/swagger'
import validation from './plugins/validation'
import webPlugin from './plugins/web'
import authRoutes from './routes/auth'
import healthRoutes from './routes/health'
import type { Mailer } from './services/mailer'

export interface AppDeps {
  /** Fastify logger option (tests pass a stream to read what an operator would see). */
  logger?: FastifyServerOptions['logger']
  /** Replaces the SMTP/outbox mailer. */
  mailer?: Mailer
}

export const BODY_LIMIT = 1024 * 1024

export function buildApp (config: AppConfig, deps: AppDeps = {}): FastifyInstance {
  const app = Fastify({
    logger: deps.logger ?? {
      level: 'info',
      redact: ['req.headers.authorization']
    },
    bodyLimit: BODY_LIMIT
  })

  // JSON only: without the text/plain parser such bodies get a clear 415.
  app.removeContentTypeParser('text/plain')

  app.register(configPlugin, { config })
  app.register(validation)
  app.register(errorHandler)
  app.register(dbPlugin, { dataDir: config.dataDir, databaseUrl: config.databaseUrl, databaseSchema: config.databaseSchema })
  app.register(firstAdmin)
  app.register(mailerPlugin, { mailer: deps.mailer })
  app.register(authPlugin)
  app.register(rateLimitPlugin)
  app.register(swaggerPlugin)

  app.register(healthRoutes)
  app.register(authRoutes, { prefix: '/auth' })
  app.register(webPlugin)

  return app
}
