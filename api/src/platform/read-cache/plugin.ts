// `reply.cachedList(...)`: answers a big list call from the read cache (platform/read-cache/read-cache.ts).
// One answer per caller and URL, so a cached list never reaches anyone but the caller it was
// built for. Its validity is the data's change counters (data_versions) plus any `live` facts
// the route adds. The answer is JSON.stringify of what `build` returns: the services build their
// API shapes field by field, so nothing extra can leak; the route schema documents the shape.
// An export (`csv`) is kept the same way: its text as built, sent as a download.
// Browsers get gzip (they always ask) and an ETag, so a revalidation is a 304.
import type { FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import type { DataArea } from '../db/schema'
import { DataVersionRepository } from './data-version-repository'
import { ReadCache } from './read-cache'
import { mayUseDating } from '../auth/plugin'

export interface CachedListRead {
  /** Whose data the answer shows: one user, or undefined for everyone (an admin's view). */
  userId: string | undefined
  /** The areas whose changes rebuild the answer at once (what users change). */
  areas: readonly DataArea[]
  /** The checks engine's areas: the answer may trail their changes by a few seconds. */
  background?: readonly DataArea[]
  /** Facts outside the counters that change the answer (e.g. the day, for the expiring list). */
  live?: string
  /**
   * A fact read from the database that changes only when these counters do (e.g. "a refresh is
   * running": a refresh request and every check result move them). It is asked again only when
   * the counters moved (exactly, background areas included), not on every request: a screen
   * polling a list costs one counters query instead of a probe and a counters query.
   */
  probe?: () => Promise<string>
  /** Builds the answer; gets the probe's answer it is built under ('' without a probe). */
  build: (probe: string) => Promise<unknown>
  /**
   * Sends the answer as a CSV download of this file name (build returns the CSV text): an export
   * of a list that is itself costly to build is kept like the list.
   */
  csv?: string
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
/** Probe answers kept (one per caller and URL); the least recently used go first. */
const MAX_PROBES = 10_000
/** A probe answer is asked again after this long whatever the counters say (a backstop). */
const PROBE_MAX_AGE_MS = 60_000

interface ProbeEntry { counters: string, at: number, value: Promise<string> }

export default fp(async function readCache (app: FastifyInstance, options: ReadCacheOptions) {
  const clock = options.now ?? (() => new Date())
  const cache = new ReadCache({ maxBytes: app.config.readCacheMb * 1024 * 1024, now: () => clock().getTime() })
  const versions = new DataVersionRepository(app.db)
  const probes = new Map<string, ProbeEntry>()
  app.decorate('readCache', cache)

  /** The probe's answer under exactly these counters; concurrent requests share one probe. */
  const probed = async (key: string, counters: string, probe: () => Promise<string>): Promise<string> => {
    const now = clock().getTime()
    const entry = probes.get(key)
    probes.delete(key)
    if (entry !== undefined && entry.counters === counters && now - entry.at < PROBE_MAX_AGE_MS) {
      probes.set(key, entry)
      return await entry.value
    }
    const value = probe()
    const fresh: ProbeEntry = { counters, at: now, value }
    probes.set(key, fresh)
    if (probes.size > MAX_PROBES) probes.delete(probes.keys().next().value!)
    // A failed probe is not kept: the next request asks again.
    value.catch(() => { if (probes.get(key) === fresh) probes.delete(key) })
    return await value
  }

  app.decorateReply('cachedList', async function (this: FastifyReply, read: CachedListRead): Promise<FastifyReply> {
    const request = this.request
    const caller = request.user!
    const background = read.background ?? []
    const counters = await versions.versions(read.userId, [...read.areas, ...background])
    const tokens = (areas: readonly DataArea[]): string => areas.map((area) => counters.get(area)).join(',')
    // Dating access is part of whose answer it is: a session with the dating claim and one
    // without (same user) get different cross-scope lists (visibleSuperCategories).
    const key = `${caller.role}:${caller.id}:${mayUseDating(caller) ? 'dating' : ''}:${request.method}:${request.url}`
    const probe = read.probe === undefined ? '' : await probed(key, `${tokens(read.areas)}|${tokens(background)}`, read.probe)
    const body = await cache.get(key, {
      settled: `${tokens(read.areas)}|${read.live ?? ''}|${probe}`,
      background: tokens(background)
    }, async () => await read.build(probe), read.csv === undefined ? JSON.stringify : String)

    if (read.csv !== undefined) {
      // A download: the headers of every CSV export (platform/lib/csv), never stored by the browser.
      this.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${read.csv}"`)
        .header('cache-control', 'no-store').header('vary', 'Accept-Encoding')
    } else {
      this.header('etag', body.etag).header('cache-control', 'private, no-cache').header('vary', 'Accept-Encoding')
      if (request.headers['if-none-match'] === body.etag) return await this.code(304).send()
      this.type('application/json; charset=utf-8')
    }
    if (body.json.length >= GZIP_MIN_BYTES && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      return await this.header('content-encoding', 'gzip').send(await body.gzipped())
    }
    return await this.send(body.json)
  })
}, { name: 'read-cache', dependencies: ['config', 'db'] })
