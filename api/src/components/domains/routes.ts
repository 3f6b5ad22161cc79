// The domain calls of one scope, registered once per prefix of SCOPES:
// /api/scraper (natural), /casino/scraper, /dating/scraper. Every call needs a bearer token;
// the scope comes from the prefix only, so scopes never see each other's data. Handlers stay
// thin: schemas validate, DomainService decides ownership and wording.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { checksArea, domainsArea } from '../../platform/read-cache/data-version-repository'
import { bearerAuth, DomainParams, errorResponses, MessageResponse, OwnerQuery } from '../../platform/http/common-schemas'
import {
  CategoryCounts, CategoryList, CategoryParams, DomainRecordList, NoteBody, SaveDomainBody, SaveDomainResponse, ScrapedDomainData
} from './schemas'
import type { ScopeOptions } from '../../platform/http/scopes'
import { type Caller, callerOf } from '../../platform/auth/domain-access'
import { DOMAIN_MESSAGES, DomainService } from './domain-service'
import { DomainHistory, HistoryQuery, HistoryService } from '../history'
import { HOSTING_MESSAGES, HostingInfoBody, HostingInfoResponse, HostingInfoSavedResponse, HostingInfoService } from '../hosting'

export default async function domainRoutes (fastify: FastifyInstance, opts: ScopeOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const scope = opts.superCategory
  const domains = new DomainService(app.db, app.checks.domainChecks, app.checks.now)
  const hosting = new HostingInfoService(app.db)
  const history = new HistoryService(app.db, app.config)
  const common = { tags: [`domains (${scope})`], security: bearerAuth, querystring: OwnerQuery }
  const reply = <T>(schema: T) => ({ 200: schema, ...errorResponses })

  // The reads of the scope's lists (up to tens of thousands of records) come from the read cache
  // (platform/read-cache): built once per change of the scope's data, then served as stored bytes.
  // Records carry their latest status, so check results change them too (within seconds).
  const cached = async (res: FastifyReply, owner: string | undefined, what: 'records' | 'categories', build: (caller: Caller) => Promise<unknown>): Promise<FastifyReply> => {
    const caller = callerOf(res.request)
    const userId = await domains.access.readUser(caller, owner)
    const background = what === 'records' ? [checksArea(scope)] : []
    return await res.cachedList({ userId, areas: [domainsArea(scope)], background, build: async () => await build(caller) })
  }

  app.addHook('onRequest', app.authenticate)

  app.post('/save', {
    schema: { ...common, summary: 'Save a scanned domain under a brand category', body: SaveDomainBody, response: { 201: SaveDomainResponse, ...errorResponses } }
  }, async (request, res) => {
    const domain = await domains.save(callerOf(request), scope, request.body, request.query.owner)
    return res.code(201).send({ success: true as const, message: DOMAIN_MESSAGES.saved, domain })
  })

  app.get('/categories', {
    schema: { ...common, summary: 'Distinct brand categories, sorted', response: reply(CategoryList) }
  }, async (request, res) => await cached(res, request.query.owner, 'categories', async (caller) => await domains.categories(caller, scope, request.query.owner)))

  app.get('/category-counts', {
    schema: { ...common, summary: 'Number of domains per brand category', response: reply(CategoryCounts) }
  }, async (request, res) => await cached(res, request.query.owner, 'categories', async (caller) => await domains.categoryCounts(caller, scope, request.query.owner)))

  app.get('/all', {
    schema: { ...common, summary: 'Every saved domain, sorted by name', response: reply(DomainRecordList) }
  }, async (request, res) => await cached(res, request.query.owner, 'records', async (caller) => await domains.list(caller, scope, request.query.owner)))

  app.get('/by-category/:category', {
    schema: { ...common, summary: 'Saved domains of one brand category', params: CategoryParams, response: reply(DomainRecordList) }
  }, async (request, res) => await cached(res, request.query.owner, 'records', async (caller) => await domains.list(caller, scope, request.query.owner, request.params.category.trim())))

  app.get('/domain/:domain', {
    schema: { ...common, summary: 'The scraped data of a saved domain', params: DomainParams, response: reply(ScrapedDomainData) }
  }, async (request) => await domains.scrapedData(callerOf(request), scope, request.params.domain, request.query.owner))

  // Uptime, chart points and outages of the domain's status check (compact history).
  app.get('/domain/:domain/history', {
    schema: { ...common, summary: 'Uptime, response times and outages of a saved domain', params: DomainParams, querystring: HistoryQuery, response: reply(DomainHistory) }
  }, async (request) => {
    const row = await domains.findForRead(callerOf(request), scope, request.params.domain, request.query.owner)
    return await history.domainHistory(row.id, request.query.days ?? 30, app.checks.now())
  })

  app.delete('/domain/:domain', {
    schema: { ...common, summary: 'Delete a saved domain', params: DomainParams, response: reply(MessageResponse) }
  }, async (request) => {
    await domains.remove(callerOf(request), scope, request.params.domain, request.query.owner)
    return { success: true as const, message: DOMAIN_MESSAGES.deleted }
  })

  app.put('/note/:domain', {
    schema: { ...common, summary: 'Set the note of a domain', params: DomainParams, body: NoteBody, response: reply(MessageResponse) }
  }, async (request) => {
    await domains.setNote(callerOf(request), scope, request.params.domain, request.body.note, request.query.owner)
    return { success: true as const, message: DOMAIN_MESSAGES.noteSaved }
  })

  app.delete('/note/:domain', {
    schema: { ...common, summary: 'Clear the note of a domain', params: DomainParams, response: reply(MessageResponse) }
  }, async (request) => {
    await domains.setNote(callerOf(request), scope, request.params.domain, '', request.query.owner)
    return { success: true as const, message: DOMAIN_MESSAGES.noteDeleted }
  })

  app.get('/hosting-info/:domain', {
    schema: { ...common, summary: 'Hosting info of a domain (null when never set)', params: DomainParams, response: reply(HostingInfoResponse) }
  }, async (request) => {
    const row = await domains.findForRead(callerOf(request), scope, request.params.domain, request.query.owner)
    return { success: true as const, hostingInfo: await hosting.get(row.id) }
  })

  app.put('/hosting-info/:domain', {
    schema: { ...common, summary: 'Set the six hosting fields of a domain', params: DomainParams, body: HostingInfoBody, response: reply(HostingInfoSavedResponse) }
  }, async (request) => {
    const row = await domains.findForWrite(callerOf(request), scope, request.params.domain, request.query.owner)
    const hostingInfo = await hosting.save(row.user_id, row.id, request.body)
    return { success: true as const, message: HOSTING_MESSAGES.saved, hostingInfo }
  })
}
