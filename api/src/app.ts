// Builds the Fastify application from a validated config. server.ts listens;
// tests call buildApp(config) and drive it with app.inject().
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import outboundPlugin, { type OutboundOptions } from './platform/outbound/plugin'
import checksPlugin, { type ChecksOptions } from './platform/jobs/plugin'
import type { AppConfig } from './platform/config/config'
import afterResponsePlugin from './platform/http/after-response'
import authPlugin from './platform/auth/plugin'
import configPlugin from './platform/config/plugin'
import dbPlugin from './platform/db/plugin'
import errorHandler from './platform/http/error-handler'
import firstAdmin from './components/auth/first-admin-plugin'
import mailerPlugin from './platform/mail/plugin'
import rateLimitPlugin from './platform/rate-limit/plugin'
import readCachePlugin from './platform/read-cache/plugin'
import securityHeadersPlugin from './platform/web/security-headers'
import swaggerPlugin from './platform/http/swagger'
import validation from './platform/http/validation'
import webPlugin from './platform/web/web'
import adminRoutes from './components/admin/routes'
import alertChannelRoutes from './components/alerts/channel-routes'
import alertSettingsRoutes from './components/alerts/settings-routes'
import apiTokenRoutes from './components/api-tokens/routes'
import authRoutes from './components/auth/routes'
import bingRoutes from './components/indexing/routes'
import bulkRoutes from './components/bulk/routes'
import domainRenameRoutes from './components/domains/rename-routes'
import domainRoutes from './components/domains/routes'
import { domainExportRoutes, hostingExportRoutes } from './components/export/routes'
import overviewRoutes from './components/overview/routes'
import healthRoutes from './platform/http/health-routes'
import importRoutes from './components/import/routes'
import hostingRoutes from './components/hosting/routes'
import monitoringRoutes from './components/monitoring/routes'
import changeRoutes from './components/changes/routes'
import footprintRoutes from './components/footprints/routes'
import scanRoutes from './components/domains/scan-routes'
import { SCOPES } from './platform/http/scopes'
import type { Mailer } from './platform/mail/mailer'

export interface AppDeps {
  /** Fastify logger option (tests pass a stream to read what an operator would see). */
  logger?: FastifyServerOptions['logger']
  /** Replaces the SMTP/outbox mailer. */
  mailer?: Mailer
  /** Outbound HTTP client overrides (tests: DNS lookup, timeouts, limits). */
  outbound?: Partial<OutboundOptions>
  /** Clock of the hosting calls (server expiry window, renewals) and of the checks engine; tests pin it. */
  now?: () => Date
  /** Checks worker tuning (tests: short poll, lease and deadlines). */
  checks?: ChecksOptions['worker']
}

export const BODY_LIMIT = 1024 * 1024

export function buildApp (config: AppConfig, deps: AppDeps = {}): FastifyInstance {
  const app = Fastify({
    logger: deps.logger ?? {
      level: 'info',
      redact: ['req.headers.authorization']
    },
    bodyLimit: BODY_LIMIT,
    // Behind a load balancer the client address (rate limits) is in X-Forwarded-For.
    trustProxy: typeof config.trustProxy === 'number'
      ? ((hops: number) => (_address: string, hop: number) => hop < hops)(config.trustProxy)
      : config.trustProxy,
    // Domain names travel as path parameters (/domain/:domain) and may be up to 253 characters.
    routerOptions: { maxParamLength: 2048 }
  })

  // JSON only: without the text/plain parser such bodies get a clear 415.
  app.removeContentTypeParser('text/plain')

  app.register(configPlugin, { config })
  // First: its hooks put the headers on every answer, whichever plugin sends it.
  app.register(securityHeadersPlugin)
  app.register(validation)
  app.register(errorHandler)
  app.register(dbPlugin, { dataDir: config.dataDir, databaseUrl: config.databaseUrl, databaseSchema: config.databaseSchema, databasePoolSize: config.databasePoolSize })
  app.register(firstAdmin)
  app.register(mailerPlugin, { mailer: deps.mailer })
  app.register(afterResponsePlugin)
  app.register(authPlugin, { now: deps.now })
  app.register(rateLimitPlugin, { now: deps.now })
  app.register(readCachePlugin, { now: deps.now })
  app.register(swaggerPlugin)
  app.register(outboundPlugin, deps.outbound ?? {})
  app.register(checksPlugin, { now: deps.now, worker: deps.checks })

  // Before the routes: its onRequest hook answers browser navigations to page paths that are also
  // API paths (/admin/users) with the shell, and hooks only reach routes registered after them.
  app.register(webPlugin)

  app.register(healthRoutes)
  app.register(authRoutes, { prefix: '/auth' })
  app.register(apiTokenRoutes, { prefix: '/auth/tokens' })
  for (const { superCategory, prefix } of SCOPES) {
    app.register(async function scopeRoutes (scope) {
      // The dating scope needs its access password (admins excepted), on the server.
      if (superCategory === 'dating') scope.addHook('onRequest', scope.requireDatingAccess)
      scope.register(domainRoutes, { superCategory })
      scope.register(monitoringRoutes, { superCategory })
      scope.register(bingRoutes, { superCategory })
      scope.register(changeRoutes, { superCategory })
      scope.register(footprintRoutes, { superCategory })
      scope.register(domainExportRoutes, { superCategory })
      scope.register(bulkRoutes, { superCategory })
      scope.register(importRoutes, { superCategory })
      scope.register(overviewRoutes, { superCategory })
    }, { prefix })
  }
  app.register(adminRoutes, { prefix: '/admin' })
  app.register(domainRenameRoutes)
  app.register(hostingRoutes, { prefix: '/api/hosting', now: deps.now })
  app.register(hostingExportRoutes, { prefix: '/api/hosting' })
  app.register(scanRoutes)
  app.register(alertChannelRoutes, { prefix: '/api/alerts', now: deps.now })
  app.register(alertSettingsRoutes, { prefix: '/api/alerts', now: deps.now })

  return app
}
