// /api/search: a user's Search Console and Bing Webmaster accounts (Test, Sync now, Connect
// through Google's consent page and its callback), the properties matched to saved domains,
// the portfolio table and a site's daily series. Handlers stay thin: the schemas validate, the
// services decide ownership and wording. Credentials are write-only. The OAuth callback is
// the one route without a session: Google's redirect carries the signed state instead.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { callerOf } from '../../platform/auth/domain-access'
import { AUTH_MESSAGES, visibleSuperCategories } from '../../platform/auth/plugin'
import type { SuperCategoryValue } from '../../platform/db/schema'
import { HttpError } from '../../platform/errors'
import { bearerAuth, errorResponses } from '../../platform/http/common-schemas'
import { SearchAccountService } from './account-service'
import { SearchInspectionService } from './inspection-service'
import { SEARCH_SYNC_TYPE } from './jobs/search-sync-check'
import { InstallationClient } from './oauth-client'
import { SearchReportService } from './report-service'
import {
  AccountIdParams, AccountListResponse, AccountResponse, CallbackQuery, ConnectResponse, CreateAccountBody, InspectionResponse, OAuthClientBody, OAuthClientResponse, PortfolioQuery, PortfolioResponse,
  PropertiesQuery, PropertiesResponse, SeriesParams, SeriesQuery, SeriesResponse, TestResponse, UpdateAccountBody
} from './schemas'

/** Test (and Inspect now) presses per minute per user: each one is a request to the API on the user's account. */
export const SEARCH_TEST_LIMIT = 10

export interface SearchRoutesOptions { now?: () => Date }

/** The super categories a request may read: the one asked (refused when hidden from the caller) or all visible. */
function categoriesOf (request: FastifyRequest, asked: SuperCategoryValue | undefined): SuperCategoryValue[] {
  const visible = visibleSuperCategories(request.user!)
  if (asked === undefined) return visible
  if (!visible.includes(asked)) throw new HttpError(403, AUTH_MESSAGES.datingLocked)
  return [asked]
}

export default async function searchRoutes (fastify: FastifyInstance, opts: SearchRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const now = opts.now ?? (() => new Date())
  const accounts = new SearchAccountService(app.db, app.config, app.outbound, now)
  const reports = new SearchReportService(app.db)
  const inspections = new SearchInspectionService(app.db, app.config, app.outbound, now)
  const installation = new InstallationClient(app.db, app.config)
  const common = { tags: ['search'], security: bearerAuth }
  const reply = <T>(schema: T) => ({ 200: schema, ...errorResponses })
  const queueSync = async (): Promise<void> => { await app.checks.worker.request(SEARCH_SYNC_TYPE) }

  app.get('/oauth/callback', {
    schema: { tags: ['search'], summary: 'Google\'s redirect after the consent page (signed state, no session): keeps the refresh token and sends the browser back to Sitefleet', querystring: CallbackQuery, response: { 302: Type.Null(), ...errorResponses } }
  }, async (request, res) => {
    const outcome = await accounts.callback(request.query)
    if (outcome.ok) await queueSync()
    const q = new URLSearchParams({ searchConnect: outcome.ok ? 'ok' : 'failed', ...(outcome.accountId === null ? {} : { searchAccount: outcome.accountId }) })
    return await res.redirect(`${app.config.publicUrl}/?${q.toString()}`, 302)
  })

  await app.register(async (scoped) => {
    const r = scoped.withTypeProvider<TypeBoxTypeProvider>()
    const testLimit = app.rateLimit({ max: SEARCH_TEST_LIMIT, timeWindow: 60_000, keyGenerator: (request: FastifyRequest) => `search-test|${request.user?.id ?? request.ip}` })
    const inspectLimit = app.rateLimit({ max: SEARCH_TEST_LIMIT, timeWindow: 60_000, keyGenerator: (request: FastifyRequest) => `search-inspect|${request.user?.id ?? request.ip}` })
    r.addHook('onRequest', app.authenticate)

    r.get('/accounts', {
      schema: { ...common, summary: 'Your Search Console and Bing Webmaster accounts; credentials are never returned', response: reply(AccountListResponse) }
    }, async (request) => ({ success: true as const, accounts: await accounts.list(callerOf(request)) }))

    r.post('/accounts', {
      schema: { ...common, summary: 'Add an account (a Google OAuth one is then connected with /connect); its first sync starts at once', body: CreateAccountBody, response: { 201: AccountResponse, ...errorResponses } }
    }, async (request, res) => {
      const account = await accounts.create(callerOf(request), request.body)
      await queueSync()
      return await res.code(201).send({ success: true as const, account })
    })

    r.put('/accounts/:id', {
      schema: { ...common, summary: 'Rename an account or replace its credentials (absent fields are kept)', params: AccountIdParams, body: UpdateAccountBody, response: reply(AccountResponse) }
    }, async (request) => {
      const account = await accounts.update(callerOf(request), request.params.id, request.body)
      if (request.body.credentials !== undefined) await queueSync()
      return { success: true as const, account }
    })

    r.delete('/accounts/:id', {
      schema: { ...common, summary: 'Remove an account with its properties and figures', params: AccountIdParams, response: { 204: Type.Null(), ...errorResponses } }
    }, async (request, res) => {
      await accounts.remove(callerOf(request), request.params.id)
      return await res.code(204).send(null)
    })

    r.post('/accounts/:id/test', {
      onRequest: [testLimit],
      schema: { ...common, summary: 'List the account\'s properties now and say whether the connection works', params: AccountIdParams, response: reply(TestResponse) }
    }, async (request) => ({ success: true as const, ...await accounts.test(callerOf(request), request.params.id) }))

    r.post('/accounts/:id/sync', {
      schema: { ...common, summary: 'Sync the account now (queues the search-sync check)', params: AccountIdParams, response: { 202: AccountResponse, ...errorResponses } }
    }, async (request, res) => {
      const account = await accounts.sync(callerOf(request), request.params.id)
      await queueSync()
      return await res.code(202).send({ success: true as const, account })
    })

    r.post('/accounts/:id/connect', {
      schema: { ...common, summary: 'Start Google\'s consent flow for an OAuth account (read-only scope); open the returned URL in the browser', params: AccountIdParams, response: reply(ConnectResponse) }
    }, async (request) => ({ success: true as const, url: await accounts.connect(callerOf(request), request.params.id) }))

    r.get('/oauth-client', {
      onRequest: app.requireAdmin,
      schema: { ...common, summary: 'Admin: the installation\'s Google OAuth client in force (set here, else GOOGLE_OAUTH_CLIENT_ID); the secret is never returned', response: reply(OAuthClientResponse) }
    }, async () => ({ success: true as const, ...await installation.state() }))

    r.put('/oauth-client', {
      onRequest: app.requireAdmin,
      schema: { ...common, summary: 'Admin: set the installation\'s Google OAuth client, used by OAuth accounts without their own', body: OAuthClientBody, response: reply(OAuthClientResponse) }
    }, async (request) => {
      await installation.set({ clientId: request.body.clientId.trim(), clientSecret: request.body.clientSecret.trim() }, callerOf(request).id, now().toISOString())
      return { success: true as const, ...await installation.state() }
    })

    r.delete('/oauth-client', {
      onRequest: app.requireAdmin,
      schema: { ...common, summary: 'Admin: remove the client set here (GOOGLE_OAUTH_CLIENT_ID, if set, applies again)', response: { 204: Type.Null(), ...errorResponses } }
    }, async (_request, res) => {
      await installation.remove()
      return await res.code(204).send(null)
    })

    r.get('/properties', {
      schema: { ...common, summary: 'Properties matched to saved domains, saved domains without a property, and properties not monitored', querystring: PropertiesQuery, response: reply(PropertiesResponse) }
    }, async (request) => ({ success: true as const, ...await reports.propertyLists(callerOf(request).id, categoriesOf(request, request.query.superCategory)) }))

    r.get('/portfolio', {
      schema: { ...common, summary: 'Per site: 28-day clicks, impressions, CTR and position, with the change against the 28 days before', querystring: PortfolioQuery, response: reply(PortfolioResponse) }
    }, async (request) => ({ success: true as const, ...await reports.portfolio(callerOf(request).id, categoriesOf(request, request.query.superCategory), request.query.page, request.query.limit) }))

    r.get('/sites/:domainId/daily', {
      schema: { ...common, summary: 'A saved domain\'s daily clicks, impressions, CTR and position (final or still fresh)', params: SeriesParams, querystring: SeriesQuery, response: reply(SeriesResponse) }
    }, async (request) => ({ success: true as const, ...await reports.series(callerOf(request).id, categoriesOf(request, undefined), request.params.domainId, request.query.source, request.query.days) }))

    r.post('/sites/:domainId/inspect', {
      onRequest: [inspectLimit],
      schema: { ...common, summary: 'Inspect the site\'s home page now (URL Inspection API, on the property\'s quota) and answer with the result', params: SeriesParams, response: reply(InspectionResponse) }
    }, async (request) => ({ success: true as const, ...await inspections.inspectNow(callerOf(request).id, categoriesOf(request, undefined), request.params.domainId) }))

    r.get('/sites/:domainId/inspection', {
      schema: { ...common, summary: 'A saved domain\'s index status: the latest URL Inspection of its home page and its Google property\'s sitemaps', params: SeriesParams, response: reply(InspectionResponse) }
    }, async (request) => ({ success: true as const, ...await inspections.view(callerOf(request).id, categoriesOf(request, undefined), request.params.domainId) }))
  })
}
