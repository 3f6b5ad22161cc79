// `reply.cachedList(...)`: answers a big list call from the read cache (services/read-cache).
// One answer per caller and URL, so a cached list never reaches anyone but the caller it was
// built for. Its validity is the data's change counters (data_versions) plus any `live` facts the
// route adds; the ETag is made from both, so a browser that already holds the answer gets a
// 304 without a build, and gzip is served to clients that ask for it (browsers always do).
import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import type { DataArea } from '../db/schema'
import { DataVersionRepository } from '../repositories/data-version-repository'
import { ReadCache } from '../services/read-cache'

export interface CachedListRead {
  /** Whose data the answer shows: one user, or undefined for everyone (an admin's view). */
  userId: string | undefined
  /** The areas whose writes change the answer. */
  areas: readonly DataArea[]
  /** Facts outside the counters that change the answer (e.g. "a refresh is running"). */
  live?: string
  build: () => Promise<unknown>
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

export default fp(async function readCache (app: FastifyInstance) {
  const cache = new ReadCache({ maxBytes: app.config.readCacheMb * 1024 * 1024 })
  const versions = new DataVersionRepository(app.db)
  app.decorate('readCache', cache)

  app.decorateReply('cachedList', async function (this: FastifyReply, read: CachedListRead): Promise<FastifyReply> {
    const request = this.request
    const caller = request.user!
    const key = `${caller.role}:${caller.id}:${request.method}:${request.url}`
    const stamp = `${await versions.stamp(read.userId, read.areas)}|${read.live ?? ''}`
    // The caller is part of the tag: after a logout and another login in the same browser, the
    // browser's copy of the same URL must not match the next user's answer.
    const etag = `"${createHash('sha256').update(`${key}\n${stamp}`).digest('base64url').slice(0, 27)}"`
    this.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'Accept-Encoding')
    if (request.headers['if-none-match'] === etag) return await this.code(304).send()

    const body = await cache.get(key, stamp, read.build)
    this.type('application/json; charset=utf-8')
    if (body.json.length >= GZIP_MIN_BYTES && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      return await this.header('content-encoding', 'gzip').send(await body.gzipped())
    }
    return await this.send(body.json)
  })
}, { name: 'read-cache', dependencies: ['config', 'db'] })
