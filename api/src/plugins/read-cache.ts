// `reply.cachedList(...)`: answers a big list call from the read cache (services/read-cache).
// One answer per caller and URL, so a cached list never reaches anyone but the caller it was
// built for. Its validity is the data's change counters (data_versions) plus any `live` facts
// the route adds. The answer is JSON.stringify of what `build` returns: the services build their
// API shapes field by field, so nothing extra can leak; the route schema documents the shape.
// Browsers get gzip (they always ask) and an ETag, so a revalidation is a 304.
import type { FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import type { DataArea } from '../db/schema'
import { DataVersionRepository } from '../repositories/data-version-repository'
import { ReadCache } from '../services/read-cache'

export interface CachedListRead {
  /** Whose data the answer shows: one user, or undefined for everyone (an admin's view). */
  userId: string | undefined
  /** The areas whose changes rebuild the answer at once (what users change). */
  areas: readonly DataArea[]
  /** The checks engine's areas: the answer may trail their changes by a few seconds. */
  background?: readonly DataArea[]
  /** Facts outside the counters that change the answer (e.g. "a refresh is running"). */
  live?: string
  build: () => Promise<unknown>
}

export interface ReadCacheOptions {
  /** The app's clock (tests move it to age cached answers). */
  now?: () => Date
}

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache
  }
  interface FastifyReply {
    cachedList: (read: CachedListRead) => Promise<FastifyReply>
  }
}

/** Smaller answers are not worth a gzip round trip. */
const GZIP_MIN_BYTES = 2048

export default fp(async function readCache (app: FastifyInstance, options: ReadCacheOptions) {
  const clock = options.now ?? (() => new Date())
  const cache = new ReadCache({ maxBytes: app.config.readCacheMb * 1024 * 1024, now: () => clock().getTime() })
  const versions = new DataVersionRepository(app.db)
  app.decorate('readCache', cache)

  app.decorateReply('cachedList', async function (this: FastifyReply, read: CachedListRead): Promise<FastifyReply> {
    const request = this.request
    const caller = request.user!
    const background = read.background ?? []
    const counters = await versions.versions(read.userId, [...read.areas, ...background])
    const tokens = (areas: readonly DataArea[]): string => areas.map((area) => counters.get(area)).join(',')
    const body = await cache.get(`${caller.role}:${caller.id}:${request.method}:${request.url}`, {
      settled: `${tokens(read.areas)}|${read.live ?? ''}`,
      background: tokens(background)
    }, read.build)

    this.header('etag', body.etag).header('cache-control', 'private, no-cache').header('vary', 'Accept-Encoding')
    if (request.headers['if-none-match'] === body.etag) return await this.code(304).send()
    this.type('application/json; charset=utf-8')
    if (body.json.length >= GZIP_MIN_BYTES && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      return await this.header('content-encoding', 'gzip').send(await body.gzipped())
    }
    return await this.send(body.json)
  })
}, { name: 'read-cache', dependencies: ['config', 'db'] })
