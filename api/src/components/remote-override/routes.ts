// /api/remote-override: an admin points ONE remote at another address (their dev server, a
// staging build) for their own browser only. Admin sessions set it; any session may ask the server
// to resolve what its browser keeps, and is told to drop it when it no longer stands.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { HttpError } from '../../platform/errors'
import { bearerAuth, errorResponses } from '../../platform/http/common-schemas'
import { ResolvedRemoteOverride, ResolveRemoteOverrideBody, RemoteOverrideSettings, SetRemoteOverrideBody, SetRemoteOverrideResponse } from './schemas'
import { RemoteOverrideSeal } from './remote-override-seal'
import { checkOverrideUrl, OVERRIDE_MESSAGES, originOf } from './override-origin'

export default async function remoteOverrideRoutes (fastify: FastifyInstance, opts: { now?: () => Date }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const seals = new RemoteOverrideSeal(app.config.jwtSecret, opts.now)
  const allowed = app.config.remoteOverrideOrigins
  const common = { tags: ['system'], security: bearerAuth }
  // A browser's setting: sessions only, never an API token (not even an admin's write token).
  const sessionOnly = async (request: FastifyRequest): Promise<void> => {
    if (request.apiToken !== null) throw new HttpError(403, OVERRIDE_MESSAGES.sessionOnly)
  }
  const adminSession = [app.requireAdmin, sessionOnly]

  app.get('/', {
    onRequest: adminSession,
    schema: { ...common, summary: 'The origins a remote may be overridden to (REMOTE_OVERRIDE_ORIGINS; empty: off)', response: { 200: RemoteOverrideSettings, ...errorResponses } }
  }, async () => ({ origins: allowed }))

  app.post('/', {
    onRequest: adminSession,
    schema: { ...common, summary: 'Override one remote\'s address for the caller\'s browser: a signed value the browser keeps', body: SetRemoteOverrideBody, response: { 200: SetRemoteOverrideResponse, ...errorResponses } }
  }, async (request) => {
    const override = { remote: request.body.remote, url: checkOverrideUrl(request.body.url, allowed) }
    request.log.info({ remote: override.remote, url: override.url }, 'remote override set')
    return { override, seal: seals.seal(request.user!.id, override) }
  })

  app.post('/resolve', {
    onRequest: [app.authenticate, sessionOnly],
    schema: { ...common, summary: 'Whether the override this browser keeps still stands (null: forget it)', body: ResolveRemoteOverrideBody, response: { 200: ResolvedRemoteOverride, ...errorResponses } }
  }, async (request) => {
    const user = request.user!
    if (user.role !== 'admin') return { override: null, message: OVERRIDE_MESSAGES.onlyAdmins }
    const override = seals.open(user.id, request.body.seal)
    if (override === undefined) return { override: null, message: OVERRIDE_MESSAGES.invalid }
    const origin = originOf(override.url) ?? override.url
    if (!allowed.includes(origin)) return { override: null, message: OVERRIDE_MESSAGES.stale(origin) }
    return { override, message: null }
  })
}
