// /api/escalation-policies: CRUD of a user's escalation policies. Read-only API tokens read them
// but cannot change them (the auth plugin refuses their writes).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { bearerAuth, errorResponses, MessageResponse } from '../../../platform/http/common-schemas'
import { callerOf } from '../../../platform/auth/domain-access'
import { PolicyBody, PolicyListResponse, PolicyOwnerQuery, PolicyParams, PolicyResponse } from './schemas'
import { POLICY_MESSAGES, PolicyService } from './policy-service'

export async function policyRoutes (fastify: FastifyInstance, opts: { now?: () => Date }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const service = new PolicyService(app.db, opts.now ?? (() => new Date()))
  const common = { tags: ['incidents'], security: bearerAuth, querystring: PolicyOwnerQuery }
  const reply = <T>(schema: T) => ({ 200: schema, ...errorResponses })

  app.addHook('onRequest', app.authenticate)

  app.get('/', { schema: { ...common, summary: 'Your escalation policies (admins: everyone\'s unless ?owner=)', response: reply(PolicyListResponse) } },
    async (request) => ({ success: true as const, policies: await service.list(callerOf(request), request.query.owner) }))

  app.post('/', { schema: { ...common, summary: 'Create an escalation policy: steps notifying channels or whoever is on call while an incident is not acknowledged', body: PolicyBody, response: { 201: PolicyResponse, ...errorResponses } } },
    async (request, res) => await res.code(201).send({ success: true as const, message: POLICY_MESSAGES.created, policy: await service.create(callerOf(request), request.body, request.query.owner) }))

  app.get('/:id', { schema: { ...common, summary: 'One escalation policy', params: PolicyParams, response: reply(PolicyResponse) } },
    async (request) => ({ success: true as const, policy: await service.get(callerOf(request), request.params.id, request.query.owner) }))

  app.put('/:id', { schema: { ...common, summary: 'Replace an escalation policy (incidents escalating with it take its new steps)', params: PolicyParams, body: PolicyBody, response: reply(PolicyResponse) } },
    async (request) => ({ success: true as const, message: POLICY_MESSAGES.updated, policy: await service.update(callerOf(request), request.params.id, request.body, request.query.owner) }))

  app.delete('/:id', { schema: { ...common, summary: 'Delete an escalation policy (rules naming it escalate no more)', params: PolicyParams, response: reply(MessageResponse) } }, async (request) => {
    await service.delete(callerOf(request), request.params.id, request.query.owner)
    return { success: true as const, message: POLICY_MESSAGES.deleted }
  })
}
