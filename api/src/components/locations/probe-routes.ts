// /api/probe: the calls of a probe process, with its probe token only: anything else
// is 401, and a probe token works nowhere else. Documented in the OpenAPI document like every call.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { AUTH_MESSAGES, bearerToken } from '../../platform/auth/plugin'
import type { LocationRow } from './locations-repository'
import { HttpError } from '../../platform/errors'
import { bearerAuth, errorResponses } from '../../platform/http/common-schemas'
import { LocationsService } from './locations-service'
import { ProbeService } from './probe-service'
import { ClaimBody, ClaimResponse, HeartbeatBody, HeartbeatResponse, ReportBody, ReportResponse } from './schemas'

declare module 'fastify' {
  interface FastifyRequest {
    /** The probe of a /api/probe call. */
    probe: LocationRow | null
  }
}

export default async function probeRoutes (fastify: FastifyInstance, opts: { now?: () => Date }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const now = opts.now ?? (() => new Date())
  const locations = new LocationsService(app.db, app.config, now)
  const probes = new ProbeService(app.db, app.dbDialect, app.config, app.checks.domainCheck('status'), now)
  const common = { tags: ['probes'], security: bearerAuth }
  app.decorateRequest('probe', null)
  app.addHook('onRequest', async (request) => {
    const probe = await locations.probeOf(bearerToken(request))
    if (probe === undefined) throw new HttpError(401, AUTH_MESSAGES.invalid)
    request.probe = probe
  })

  app.post('/heartbeat', {
    schema: { ...common, summary: 'A probe is alive (and its version)', body: HeartbeatBody, response: { 200: HeartbeatResponse, ...errorResponses } }
  }, async (request) => await probes.heartbeat(request.probe!, request.body.version))

  app.post('/claim', {
    schema: { ...common, summary: 'Lease up to `max` checks for this probe (rate-limited)', body: ClaimBody, response: { 200: ClaimResponse, ...errorResponses } }
  }, async (request) => await probes.claim(request.probe!, request.body.max))

  app.post('/report', {
    schema: { ...common, summary: 'Results of leased checks: all stored, or none (403 for a check not leased to this probe)', body: ReportBody, response: { 200: ReportResponse, ...errorResponses } }
  }, async (request) => ({ recorded: await probes.report(request.probe!, request.body.results) }))
}
