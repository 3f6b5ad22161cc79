// The monitoring calls of one scope, registered once per prefix of SCOPES:
// domain errors and their background refresh, affiliate errors (stored, and a fresh check),
// domain expiry and renewal. Bearer required; MonitoringService decides ownership.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { checksArea, domainsArea } from '../../platform/read-cache/data-version-repository'
import { bearerAuth, DomainParams, errorResponses, MessageResponse, OwnerQuery } from '../../platform/http/common-schemas'
import {
  AffiliateErrorsResponse, CertificateList, ErrorDomainsResponse, ExpiringResponse, RefreshResponse, RegistryRefreshResponse, RenewBody
} from './schemas'
import type { ScopeOptions } from '../../platform/http/scopes'
import { CertificateService } from './certificate-service'
import { DomainAccess } from '../../platform/auth/domain-access'
import { MONITORING_MESSAGES, MonitoringService } from './monitoring-service'
import { callerOf } from '../../platform/auth/domain-access'

export default async function monitoringRoutes (fastify: FastifyInstance, opts: ScopeOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const scope = opts.superCategory
  const monitoring = new MonitoringService(app.db, app.dbDialect, app.checks)
  const access = new DomainAccess(app.db)
  const certificates = new CertificateService(app.db, () => app.checks.now())
  const common = { tags: [`monitoring (${scope})`], security: bearerAuth, querystring: OwnerQuery }
  const reply = <T>(schema: T) => ({ 200: schema, ...errorResponses })

  app.addHook('onRequest', app.authenticate)

  app.get('/error-domain', {
    schema: { ...common, summary: 'Domains whose latest status is not 200, and whether a refresh is still running', response: reply(ErrorDomainsResponse) }
  }, async (request, res) => {
    const caller = callerOf(request)
    const userId = await monitoring.errorScope(caller, scope, request.query.owner)
    return await res.cachedList({
      userId,
      areas: [domainsArea(scope)],
      background: [checksArea(scope)],
      // A refresh request and every check result move these counters, so "is a refresh still
      // running" is asked once per change; when the last requested check is recorded, the
      // screen gets the complete list at once.
      probe: async () => await monitoring.refreshing(scope, userId) ? 'refreshing' : 'idle',
      build: async (probe) => await monitoring.errorDomains(scope, { userId, refreshing: probe === 'refreshing' })
    })
  })

  app.get('/refresh-and-errors', {
    config: { acts: true },
    schema: {
      ...common,
      summary: 'Queue a status check of every domain now; answers at once (poll error-domain)',
      response: { 202: RefreshResponse, ...errorResponses }
    }
  }, async (request, res) => {
    const queued = await monitoring.refresh(callerOf(request), scope, request.query.owner)
    return res.code(202).send({ success: true as const, message: MONITORING_MESSAGES.refreshStarted, queued })
  })

  app.get('/get-affiliate-errors', {
    schema: { ...common, summary: 'Missing and broken affiliate links from the latest checks', response: reply(AffiliateErrorsResponse) }
  }, async (request) => ({ errors: await monitoring.affiliateErrors(callerOf(request), scope, request.query.owner) }))

  app.get('/check-affiliate-errors', {
    config: { acts: true },
    schema: { ...common, summary: 'Check every affiliate link now (may take seconds); answers the fresh errors', response: reply(AffiliateErrorsResponse) }
  }, async (request) => ({ errors: await monitoring.checkAffiliates(callerOf(request), scope, request.query.owner) }))

  app.get('/expiring', {
    schema: { ...common, summary: 'Domains expiring within 10 days, and expired ones (reminder)', response: reply(ExpiringResponse) }
  }, async (request, res) => {
    const caller = callerOf(request)
    return await res.cachedList({
      userId: await access.readUser(caller, request.query.owner),
      areas: [domainsArea(scope)],
      live: monitoring.expiringDay(),
      build: async () => await monitoring.expiring(caller, scope, request.query.owner)
    })
  })

  app.get('/certificates', {
    schema: { ...common, summary: 'TLS certificates expiring within 30 days, and expired ones, soonest first', response: reply(CertificateList) }
  }, async (request) => await certificates.expiring(callerOf(request), scope, request.query.owner))

  app.post('/registry-refresh/:domain', {
    schema: { ...common, summary: 'Look a domain up at its registry (RDAP) now; answers its real dates', params: DomainParams, response: reply(RegistryRefreshResponse) }
  }, async (request) => await monitoring.refreshRegistry(callerOf(request), scope, request.params.domain, request.query.owner))

  app.post('/renew', {
    schema: { ...common, summary: 'Move the issue date of each listed domain on by one year; a domain dated by its registry is looked up again instead', body: RenewBody, response: reply(MessageResponse) }
  }, async (request) => {
    await monitoring.renew(callerOf(request), scope, request.body.domains, request.query.owner)
    return { success: true as const, message: MONITORING_MESSAGES.renewed }
  })
}
