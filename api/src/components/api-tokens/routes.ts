// /auth/tokens: personal API tokens of the signed-in user. A session only: a token
// cannot mint or list tokens, so a leaked read token cannot turn itself into a write token.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { ApiTokenIdParams, ApiTokenList, CreateApiTokenBody, CreatedApiToken } from './schemas'
import { bearerAuth, errorResponses, MessageResponse } from '../../platform/http/common-schemas'
import { API_TOKEN_MESSAGES, ApiTokenService } from './api-token-service'

export default async function apiTokenRoutes (fastify: FastifyInstance, opts: { now?: () => Date }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const apiTokens = new ApiTokenService(app.db, opts.now)
  const common = { tags: ['auth'], security: bearerAuth }
  app.addHook('onRequest', app.requireSession)

  app.post('/', {
    config: { missingFieldMessage: 'Name and access are required' },
    schema: { ...common, summary: 'Create a personal API token (shown once)', body: CreateApiTokenBody, response: { 201: CreatedApiToken, ...errorResponses } }
  }, async (request, reply) => {
    const { token, view } = await apiTokens.create(request.user!.id, request.body.name, request.body.access)
    return reply.code(201).send({ success: true as const, message: API_TOKEN_MESSAGES.created, token, apiToken: view })
  })

  app.get('/', {
    schema: { ...common, summary: "The caller's API tokens (never the tokens themselves)", response: { 200: ApiTokenList, ...errorResponses } }
  }, async (request) => await apiTokens.list(request.user!.id))

  app.delete('/:id', {
    schema: { ...common, summary: 'Revoke one of the caller\'s API tokens', params: ApiTokenIdParams, response: { 200: MessageResponse, ...errorResponses } }
  }, async (request) => {
    await apiTokens.revoke(request.user!.id, request.params.id)
    return { success: true as const, message: API_TOKEN_MESSAGES.revoked }
  })
}
