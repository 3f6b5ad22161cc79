// /api/incidents: the incidents of the caller's alerts, open first; one with its timeline; and
// acknowledge, snooze, resolve and note. Read-only API tokens see them but cannot act (the auth
// plugin refuses their writes); dating incidents need dating access (visibleSuperCategories).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { bearerAuth, errorResponses } from '../../platform/http/common-schemas'
import { callerOf } from '../../platform/auth/domain-access'
import { visibleSuperCategories } from '../../platform/auth/plugin'
import { IncidentActionResponse, IncidentDetailResponse, IncidentListQuery, IncidentListResponse, IncidentOwnerQuery, IncidentParams, IncidentStatsQuery, IncidentStatsResponse, NoteBody, SnoozeBody } from './schemas'
import { INCIDENT_MESSAGES, IncidentService } from './incident-service'
import { IncidentStats } from './incident-stats'

export default async function incidentRoutes (fastify: FastifyInstance, opts: { now?: () => Date }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const now = opts.now ?? (() => new Date())
  const service = new IncidentService(app.db, now)
  const stats = new IncidentStats(app.db, now)
  const common = { tags: ['incidents'], security: bearerAuth }
  const reply = <T>(schema: T) => ({ 200: schema, ...errorResponses })
  const act = { ...common, params: IncidentParams, querystring: IncidentOwnerQuery, response: reply(IncidentActionResponse) }

  app.addHook('onRequest', app.authenticate)

  app.get('/', {
    schema: { ...common, summary: 'Your incidents: open first, then acknowledged, then resolved (admins: everyone\'s unless ?owner=)', querystring: IncidentListQuery, response: reply(IncidentListResponse) }
  }, async (request) => ({ success: true as const, incidents: await service.list(callerOf(request), request.query.owner, visibleSuperCategories(request.user!), request.query.limit) }))

  app.get('/stats', {
    schema: { ...common, summary: 'MTTA and MTTR (mean minutes to acknowledge and to resolve) per month of opening', querystring: IncidentStatsQuery, response: reply(IncidentStatsResponse) }
  }, async (request) => ({ success: true as const, months: await stats.months(callerOf(request), request.query.owner, visibleSuperCategories(request.user!), request.query.months) }))

  app.get('/:id', {
    schema: { ...common, summary: 'One incident with its timeline: alerts, deliveries, acknowledgement, snoozes, escalation steps, notes, resolution', params: IncidentParams, querystring: IncidentOwnerQuery, response: reply(IncidentDetailResponse) }
  }, async (request) => ({ success: true as const, ...await service.detail(callerOf(request), request.params.id, request.query.owner, visibleSuperCategories(request.user!)) }))

  app.post('/:id/acknowledge', { schema: { ...act, summary: 'Acknowledge an open incident: "I am on it" (stops its escalation)' } }, async (request) => ({
    success: true as const, message: INCIDENT_MESSAGES.acknowledged, incident: await service.acknowledge(callerOf(request), request.params.id, request.query.owner, visibleSuperCategories(request.user!))
  }))

  app.post('/:id/snooze', { schema: { ...act, summary: 'Snooze an incident until a time or until it recovers, with a reason: it sends nothing meanwhile', body: SnoozeBody } }, async (request) => ({
    success: true as const, message: INCIDENT_MESSAGES.snoozed, incident: await service.snooze(callerOf(request), request.params.id, request.body, request.query.owner, visibleSuperCategories(request.user!))
  }))

  app.post('/:id/resolve', { schema: { ...act, summary: 'Resolve an incident by hand' } }, async (request) => ({
    success: true as const, message: INCIDENT_MESSAGES.resolved, incident: await service.resolve(callerOf(request), request.params.id, request.query.owner, visibleSuperCategories(request.user!))
  }))

  app.post('/:id/notes', { schema: { ...act, summary: 'Add a note to an incident\'s timeline', body: NoteBody } }, async (request) => ({
    success: true as const, message: INCIDENT_MESSAGES.noted, incident: await service.note(callerOf(request), request.params.id, request.body.text, request.query.owner, visibleSuperCategories(request.user!))
  }))
}
