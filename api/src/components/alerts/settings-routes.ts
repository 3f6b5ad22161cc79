// /api/alerts/rules, /api/alerts/maintenance and /api/alerts/events: a user's alert rules,
// maintenance windows and the history of events with their deliveries. Dating domains' windows and
// events are shown (and a dating domain found) only with dating access (visibleSuperCategories).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { CreateMaintenanceBody, EventsQuery, EventsResponse, IdParams, MaintenanceListResponse, MaintenanceResponse, OwnerQuery, Rules, RulesResponse } from './schemas'
import { bearerAuth, errorResponses, MessageResponse } from '../../platform/http/common-schemas'
import { AlertHistoryService } from './alert-history-service'
import { AlertSettingsService, SETTINGS_MESSAGES } from './alert-settings-service'
import { callerOf } from '../../platform/auth/domain-access'
import { visibleSuperCategories } from '../../platform/auth/plugin'

export default async function alertSettingsRoutes (fastify: FastifyInstance, opts: { now?: () => Date }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const now = opts.now ?? (() => new Date())
  const settings = new AlertSettingsService(app.db, now)
  const history = new AlertHistoryService(app.db)
  const common = { tags: ['alerts'], security: bearerAuth, querystring: OwnerQuery }
  const reply = <T>(schema: T) => ({ 200: schema, ...errorResponses })

  app.addHook('onRequest', app.authenticate)

  app.get('/rules', {
    schema: { ...common, summary: 'Your alert rules, the event kinds and your channels', response: reply(RulesResponse) }
  }, async (request) => ({ success: true as const, ...await settings.rules(callerOf(request), request.query.owner) }))

  app.put('/rules', {
    schema: { ...common, summary: 'Replace your alert rules: routes (kind → channels), categories, quiet hours, time zone, digest hour', body: Rules, response: reply(MessageResponse) }
  }, async (request) => {
    await settings.saveRules(callerOf(request), request.body, request.query.owner)
    return { success: true as const, message: SETTINGS_MESSAGES.saved }
  })

  app.get('/maintenance', {
    schema: { ...common, summary: 'Your maintenance windows (current, future, and those ended within a week)', response: reply(MaintenanceListResponse) }
  }, async (request) => ({ success: true as const, windows: await settings.listWindows(callerOf(request), visibleSuperCategories(request.user!), request.query.owner) }))

  app.post('/maintenance', {
    schema: { ...common, summary: 'Add a maintenance window for a server (serverId) or a domain (domain, superCategory): events inside it are recorded as muted', body: CreateMaintenanceBody, response: { 201: MaintenanceResponse, ...errorResponses } }
  }, async (request, res) => {
    const window = await settings.addWindow(callerOf(request), request.body, visibleSuperCategories(request.user!), request.query.owner)
    return await res.code(201).send({ success: true as const, message: SETTINGS_MESSAGES.windowAdded, window })
  })

  app.delete('/maintenance/:id', {
    schema: { ...common, summary: 'Remove a maintenance window', params: IdParams, response: reply(MessageResponse) }
  }, async (request) => {
    await settings.deleteWindow(callerOf(request), request.params.id, request.query.owner)
    return { success: true as const, message: SETTINGS_MESSAGES.windowDeleted }
  })

  app.get('/events', {
    schema: { tags: ['alerts'], security: bearerAuth, summary: 'Event history, newest first, with each alert\'s delivery per channel (admins: everyone\'s unless ?owner=)', querystring: EventsQuery, response: reply(EventsResponse) }
  }, async (request) => ({ success: true as const, ...await history.page(callerOf(request), request.query, visibleSuperCategories(request.user!)) }))
}
