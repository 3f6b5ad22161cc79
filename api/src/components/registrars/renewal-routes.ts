// GET /{scope}/renewals and /{scope}/renewals.csv, registered once per prefix of
// SCOPES, with the domain list's owner rules (?owner for an admin acting as a user).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { callerOf } from '../../platform/auth/domain-access'
import { bearerAuth, errorResponses, OwnerQuery } from '../../platform/http/common-schemas'
import type { ScopeOptions } from '../../platform/http/scopes'
import { sendCsv, toCsv } from '../../platform/lib/csv'
import { RenewalService } from './renewal-service'
import { RenewalsResponse } from './schemas'

export const RENEWALS_CSV_HEADER = ['Domain', 'Brand category', 'Expires', 'Expiry source', 'Registrar', 'Account', 'Auto-renew', 'Locked', 'Renewal price', 'Currency'] as const

const yesNo = (v: boolean | null): string => (v === null ? '' : v ? 'yes' : 'no')

export default async function renewalRoutes (fastify: FastifyInstance, opts: ScopeOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const scope = opts.superCategory
  const renewals = new RenewalService(app.db)
  const common = { tags: [`renewals (${scope})`], security: bearerAuth }
  app.addHook('onRequest', app.authenticate)

  app.get('/renewals', {
    schema: { ...common, summary: 'Renewals in the next 30/90/365 days with their cost, the 12-month forecast, auto-renew-off and lock-off lists', querystring: OwnerQuery, response: { 200: RenewalsResponse, ...errorResponses } }
  }, async (request) => ({ success: true as const, ...await renewals.summary(callerOf(request), scope, request.query.owner, app.checks.now()) }))

  app.get('/renewals.csv', {
    schema: {
      ...common,
      summary: 'The domains renewing within ?days (30, 90 or 365; default 365) as CSV',
      querystring: Type.Object({ owner: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })), days: Type.Optional(Type.Unsafe<30 | 90 | 365>({ type: 'integer', enum: [30, 90, 365] })) }),
      produces: ['text/csv']
    }
  }, async (request, res) => {
    const days = request.query.days ?? 365
    const rows = (await renewals.renewals(callerOf(request), scope, request.query.owner, app.checks.now())).filter((r) => r.days >= 0 && r.days <= days)
    const csv = toCsv(RENEWALS_CSV_HEADER, rows.map((r) => [
      r.domain, r.brandCategory, r.expiresAt, r.expirySource, r.provider ?? '', r.accountName ?? '', yesNo(r.autoRenew), yesNo(r.locked),
      r.renewal === null ? '' : r.renewal.amount.toFixed(2), r.renewal?.currency ?? ''
    ]))
    return sendCsv(res, `renewals-${scope}-${days}d.csv`, csv)
  })
}
