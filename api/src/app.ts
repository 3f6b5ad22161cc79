// Composition root of the api process: builds the Fastify application from a validated config.
// First the platform (config, database, errors, auth, outbound client, job runtime with the job
// types of ./job-types), then each component's routes, taken from its index.ts. Routes are
// registered in the order of the OpenAPI document's paths (/docs/json; a test holds it): a new
// component adds its line where its paths belong. server.ts listens; tests call buildApp(config)
// and drive it with app.inject().
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { adminRoutes } from './components/admin'
import { alertChannelRoutes, alertSettingsRoutes, OUTBOX_METRICS } from './components/alerts'
import { apiTokenRoutes } from './components/api-tokens'
import { authRoutes, firstAdminPlugin } from './components/auth'
import { bulkRoutes } from './components/bulk'
import { ackRoutes, incidentRoutes, oncallRoutes, policyRoutes, rotationRoutes } from './components/incidents'
import { changeRoutes } from './components/changes'
import { domainRenameRoutes, domainRoutes, scanRoutes } from './components/domains'
import { domainExportRoutes, hostingExportRoutes } from './components/export'
import { footprintRoutes } from './components/footprints'
import { hostingRoutes } from './components/hosting'
import { importRoutes } from './components/import'
import { domainLocationRoutes, locationRoutes, PROBE_METRICS, probeRoutes } from './components/locations'
import { bingRoutes } from './components/indexing'
import { monitoringRoutes } from './components/monitoring'
import { overviewRoutes } from './components/overview'
import { registrarRoutes, renewalRoutes } from './components/registrars'
import { searchRoutes } from './components/search'
import { reputationRoutes, serverReputationRoutes } from './components/reputation'
import { remoteOverrideRoutes } from './components/remote-override'
import { CHECK_TYPES } from './job-types'
import authPlugin from './platform/auth/plugin'
import type { AppConfig } from './configuration'
import configPlugin from './platform/config/plugin'
import dbPlugin from './platform/db/plugin'
import afterResponsePlugin from './platform/http/after-response'
import closeConnectionsPlugin from './platform/http/close-connections'
import { loggerOptions } from './platform/http/logger'
import errorHandler from './platform/http/error-handler'
import healthRoutes from './platform/http/health-routes'
import { SCOPES } from './platform/http/scopes'
import swaggerPlugin from './platform/http/swagger'
import validation from './platform/http/validation'
import { checkMetricReaders } from './platform/jobs/check-metrics'
import checksPlugin, { type ChecksOptions } from './platform/jobs/plugin'
import type { Mailer } from './platform/mail/mailer'
import mailerPlugin from './platform/mail/plugin'
import metricsPlugin from './platform/metrics/plugin'
import outboundPlugin, { type OutboundOptions } from './platform/outbound/plugin'
import rateLimitPlugin from './platform/rate-limit/plugin'
import readCachePlugin from './platform/read-cache/plugin'
import embedCorsPlugin from './platform/web/cors'
import securityHeadersPlugin from './platform/web/security-headers'
import webPlugin from './platform/web/web'

// The database type as composed from every component's tables (the root that composes it).
export type { Database } from './tables'

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
  /** The job types to run instead of job-types.ts's list (bench first-round: its reference runs without RDAP and Bing). */
  types?: ChecksOptions['types']
}

export const BODY_LIMIT = 1024 * 1024

export function buildApp (config: AppConfig, deps: AppDeps = {}): FastifyInstance {
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.ops),
    bodyLimit: BODY_LIMIT,
    // While stopping, a request that still arrives on an open connection is answered as usual
    // rather than with a 503: a rolling restart must not show users errors.
    return503OnClosing: false,
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
  app.register(closeConnectionsPlugin)
  app.register(embedCorsPlugin)
  app.register(validation)
  app.register(errorHandler)
  app.register(dbPlugin, { dataDir: config.dataDir, databaseUrl: config.databaseUrl, databaseSchema: config.databaseSchema, databasePoolSize: config.databasePoolSize })
  app.register(firstAdminPlugin)
  app.register(mailerPlugin, { mailer: deps.mailer })
  app.register(afterResponsePlugin)
  app.register(authPlugin, { now: deps.now })
  app.register(rateLimitPlugin, { now: deps.now })
  app.register(readCachePlugin, { now: deps.now })
  app.register(swaggerPlugin)
  app.register(outboundPlugin, deps.outbound ?? {})
  app.register(checksPlugin, { types: deps.types ?? CHECK_TYPES, now: deps.now, worker: deps.checks })
  // Off unless METRICS_TOKEN is set; the database figures come from the components that own them.
  app.register(metricsPlugin, { now: deps.now, readers: [...checkMetricReaders(deps.types ?? CHECK_TYPES), ...OUTBOX_METRICS, ...PROBE_METRICS] })

  // Before the routes: its onRequest hook answers browser navigations to page paths that are also
  // API paths (/admin/users) with the shell, and hooks only reach routes registered after them.
  app.register(webPlugin)

  app.register(healthRoutes)
  app.register(authRoutes, { prefix: '/auth' })
  app.register(apiTokenRoutes, { prefix: '/auth/tokens', now: deps.now })
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
      scope.register(domainLocationRoutes, { superCategory })
      scope.register(renewalRoutes, { superCategory })
      scope.register(reputationRoutes, { superCategory })
    }, { prefix })
  }
  app.register(adminRoutes, { prefix: '/admin' })
  app.register(domainRenameRoutes)
  app.register(hostingRoutes, { prefix: '/api/hosting', now: deps.now })
  app.register(hostingExportRoutes, { prefix: '/api/hosting' })
  app.register(scanRoutes)
  app.register(alertChannelRoutes, { prefix: '/api/alerts', now: deps.now })
  app.register(alertSettingsRoutes, { prefix: '/api/alerts', now: deps.now })
  app.register(incidentRoutes, { prefix: '/api/incidents', now: deps.now })
  app.register(ackRoutes, { prefix: '/ack', now: deps.now })
  app.register(policyRoutes, { prefix: '/api/escalation-policies', now: deps.now })
  app.register(rotationRoutes, { prefix: '/api/oncall-rotations', now: deps.now })
  app.register(oncallRoutes, { prefix: '/api/oncall', now: deps.now })
  app.register(locationRoutes, { prefix: '/api/locations', now: deps.now })
  app.register(probeRoutes, { prefix: '/api/probe', now: deps.now })
  app.register(registrarRoutes, { prefix: '/api/registrars', now: deps.now })
  app.register(searchRoutes, { prefix: '/api/search', now: deps.now })
  app.register(serverReputationRoutes, { prefix: '/api/reputation' })
  app.register(remoteOverrideRoutes, { prefix: '/api/remote-override', now: deps.now })

  return app
}
