// The overview's dashboard panels of one scope, registered beside GET /{scope}/overview: one call
// per panel, so each loads and fails on its own. Reads only (read tokens allowed); each is led by
// an index and reads a bounded number of rows, so they are answered without the read cache.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { bearerAuth, errorResponses, OwnerQuery } from '../../platform/http/common-schemas'
import type { ScopeOptions } from '../../platform/http/scopes'
import { callerOf } from '../../platform/auth/domain-access'
import { DownNow, OpenAlerts, Upcoming, UptimeTrend } from './dashboard-schemas'
import { DashboardService } from './dashboard-service'

export async function dashboardRoutes (fastify: FastifyInstance, opts: ScopeOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const scope = opts.superCategory
  const dashboard = new DashboardService(app.db, app.config.alerts.groupMin)
  const tags = [`overview (${scope})`]
  const schema = <T>(summary: string, body: T) => ({ tags, security: bearerAuth, querystring: OwnerQuery, summary, response: { 200: body, ...errorResponses } })

  app.get('/overview/down', { schema: schema('The sites down now, grouped as the alerts group an outage', DownNow) },
    async (request) => await dashboard.down(callerOf(request), scope, request.query.owner))
  app.get('/overview/uptime-trend', { schema: schema('The status uptime of each of the last 30 days', UptimeTrend) },
    async (request) => await dashboard.uptimeTrend(callerOf(request), scope, request.query.owner, app.checks.now()))
  app.get('/overview/upcoming', { schema: schema('The next expiries: domains, certificates, servers', Upcoming) },
    async (request) => await dashboard.upcoming(callerOf(request), scope, request.query.owner, app.checks.now()))
  app.get('/overview/open-alerts', { schema: schema('The alerts whose problem has not ended', OpenAlerts) },
    async (request) => await dashboard.openAlerts(callerOf(request), scope, request.query.owner, app.checks.now()))
}
