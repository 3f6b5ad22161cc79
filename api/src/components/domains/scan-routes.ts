// POST {scope}/scan for each of the three scopes: scan a site and answer its
// ScanResult (the same for every scope; the prefix follows the screen's category). Bearer
// required, and rate limited per user, all scopes together, because every
// scan makes outbound requests. A scan of a domain the caller has saved replaces its stored scan
// and is compared with it (jobs/scan-tracker.ts).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { RescanCheck } from './jobs/rescan-check'
import { affiliateMatcherFor } from '../../platform/config/affiliate-patterns'
import { INVALID_DOMAIN, scanDomain } from './scan/scanner'
import { CheckRepository } from '../../platform/jobs/check-repository'
import { DomainRepository } from './domain-repository'
import { bearerAuth, errorResponses } from '../../platform/http/common-schemas'
import { ScanBody, ScanResult } from './scan-schemas'
import { SCOPES } from '../../platform/http/scopes'

export default async function scanRoutes (fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const isAffiliate = affiliateMatcherFor(app.config.affiliatePatterns)
  const rescan = new RescanCheck()
  // One limiter (one counter store) shared by the three routes; runs after authenticate.
  const limit = app.rateLimit({
    max: app.config.scanRateLimit,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `scan|${request.user?.id ?? request.ip}`
  })

  for (const { prefix, superCategory } of SCOPES) {
    app.post(`${prefix}/scan`, {
      onRequest: superCategory === 'dating' ? [app.requireDatingAccess, limit] : [app.authenticate, limit],
      config: { missingFieldMessage: INVALID_DOMAIN },
      schema: {
        tags: ['domains'],
        summary: `Scan a site (${superCategory}): title, description, headings, images, robots.txt, affiliate link…`,
        security: bearerAuth,
        body: ScanBody,
        response: { 200: ScanResult, ...errorResponses }
      }
    }, async (request) => {
      const started = performance.now()
      const scan = await scanDomain(request.body.domain, { client: app.outbound, isAffiliate })
      // A scan of a domain the caller has saved is also its latest scan, compared with the
      // last one like the weekly re-scan (SEO change tracking).
      const userId = request.user?.id
      const saved = userId === undefined ? undefined : await new DomainRepository(app.db).findOwned(userId, superCategory, scan.domain)
      if (saved !== undefined) {
        const target = { domainId: saved.id, domain: saved.domain, userId: saved.user_id, superCategory }
        const result = { scan, statusCode: scan.statusCode, responseMs: Math.round(performance.now() - started), error: null }
        await new CheckRepository(app.db).recordOnDemand(rescan, target, result, scan.lastChecked, app.config)
      }
      return scan
    })
  }
}
