// /api/alerts/channels: a user's alert channels, and their Test button. Handlers stay thin: the
// schemas validate, the service decides ownership and wording. Secrets are write-only.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ChannelListResponse, ChannelResponse, CreateChannelBody, IdParams, OwnerQuery, TestChannelResponse, UpdateChannelBody } from './schemas'
import { bearerAuth, errorResponses, MessageResponse } from '../../platform/http/common-schemas'
import { AlertChannelService, CHANNEL_MESSAGES } from './alert-channel-service'
import { callerOf } from '../../platform/auth/domain-access'

/** Test messages per minute per user: each one is a request to someone else's server. */
export const CHANNEL_TEST_LIMIT = 10

export default async function alertChannelRoutes (fastify: FastifyInstance, opts: { now?: () => Date }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const now = opts.now ?? (() => new Date())
  const service = new AlertChannelService(app.db, app.config, { client: app.outbound, mailer: app.mailer, config: app.config }, now)
  const common = { tags: ['alerts'], security: bearerAuth, querystring: OwnerQuery }
  const reply = <T>(schema: T) => ({ 200: schema, ...errorResponses })
  const testLimit = app.rateLimit({ max: CHANNEL_TEST_LIMIT, timeWindow: 60_000, keyGenerator: (request: FastifyRequest) => `alert-test|${request.user?.id ?? request.ip}` })

  app.addHook('onRequest', app.authenticate)

  app.get('/channels', {
    schema: { ...common, summary: 'Your alert channels (secrets are never returned)', response: reply(ChannelListResponse) }
  }, async (request) => ({ success: true as const, channels: await service.list(callerOf(request), request.query.owner) }))

  app.post('/channels', {
    schema: { ...common, summary: 'Add a channel: email (target: address), webhook (target: URL, secret: signing key), slack / discord (secret: webhook URL), telegram (target: chat id, secret: bot token)', body: CreateChannelBody, response: { 201: ChannelResponse, ...errorResponses } }
  }, async (request, res) => {
    const channel = await service.create(callerOf(request), request.body, request.query.owner)
    return await res.code(201).send({ success: true as const, message: CHANNEL_MESSAGES.created, channel })
  })

  app.put('/channels/:id', {
    schema: { ...common, summary: 'Change a channel (a secret given replaces the stored one; none keeps it)', params: IdParams, body: UpdateChannelBody, response: reply(ChannelResponse) }
  }, async (request) => ({ success: true as const, message: CHANNEL_MESSAGES.updated, channel: await service.update(callerOf(request), request.params.id, request.body, request.query.owner) }))

  app.delete('/channels/:id', {
    schema: { ...common, summary: 'Remove a channel', params: IdParams, response: reply(MessageResponse) }
  }, async (request) => {
    await service.delete(callerOf(request), request.params.id, request.query.owner)
    return { success: true as const, message: CHANNEL_MESSAGES.deleted }
  })

  app.post('/channels/:id/test', {
    onRequest: [testLimit],
    schema: { ...common, summary: 'Send a test message through the channel now', params: IdParams, response: reply(TestChannelResponse) }
  }, async (request) => {
    const sent = await service.test(callerOf(request), request.params.id, request.query.owner)
    return { success: true as const, message: CHANNEL_MESSAGES.tested, statusCode: sent.statusCode }
  })
}
