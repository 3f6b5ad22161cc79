// GET /metrics in Prometheus text format, only when METRICS_TOKEN is set, and then only for a
// request bearing it. Besides the process's counters and prom-client's default collectors it
// reads the database figures (the readers the composition root hands over) at each scrape.
// Every answered request is timed by route pattern (never the raw URL: bounded label values).
import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { collectProcessMetrics, gauge, histogram, type MetricReader, register } from './registry'

export interface MetricsOptions {
  readers: readonly MetricReader[]
  now?: () => Date
}

// Seconds: from a cached list answer to a 50,000-row export.
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]

const digest = (text: string): Buffer => createHash('sha256').update(text).digest()

export default fp(async function metrics (app: FastifyInstance, options: MetricsOptions) {
  const token = app.config.ops.metricsToken
  if (token === undefined) return
  collectProcessMetrics()
  const expected = digest(`Bearer ${token}`)
  const requests = histogram('sitefleet_http_request_duration_seconds', 'HTTP requests by route pattern and status', ['method', 'route', 'status'], DURATION_BUCKETS)
  const now = options.now ?? (() => new Date())

  app.addHook('onResponse', async (request, reply) => {
    // Requests no route matched (scanners, typos) share one label value.
    const route = request.routeOptions.url ?? 'unmatched'
    requests.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000)
  })

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    // Digests of equal length, compared in constant time: the answer's timing tells nothing.
    if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
      return await reply.code(401).send({ success: false, message: 'A valid metrics token is required' })
    }
    const ctx = { db: app.db, dialect: app.dbDialect, now: now() }
    for (const reader of options.readers) {
      const samples = await reader.read(ctx)
      const g = gauge(reader.name, reader.help, reader.labelNames)
      // Gone labels (a deleted probe) must not linger with their last value.
      g.reset()
      for (const sample of samples) g.set(sample.labels, sample.value)
    }
    return await reply.type(register.contentType).send(await register.metrics())
  })
}, { name: 'metrics', dependencies: ['config', 'db'] })
