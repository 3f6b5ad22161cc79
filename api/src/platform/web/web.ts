// Serves the built front end so one process is the whole product: the shell
// at / (with SPA fallback for client-side routes) and each Module Federation
// remote under /remotes/mfe-<name>/. Entry files are revalidated on every
// load (a redeployed remote is picked up at once); content-hashed chunks are
// cached forever. The build writes brotli and gzip copies of every script and
// manifest; a browser that accepts them gets those (Content-Encoding, Vary).
import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

export const REMOTE_NAMES = ['domains', 'hosting', 'indexing', 'admin', 'alerts'] as const

/** Paths owned by the API: never answered with the SPA unless a browser navigates to them. */
export const API_PREFIXES = ['/auth', '/admin', '/api', '/casino', '/dating', '/healthz', '/docs', '/remotes']

/** Paths a browser loads directly (API docs UI, remote builds, health): never the SPA. */
// /ack: the acknowledge links in alert messages answer their own page. The search OAuth
// callback is where Google's consent page sends the browser: the route itself must answer.
const NEVER_SPA_PREFIXES = ['/docs', '/remotes', '/healthz', '/ack', '/api/search/oauth/callback']

const ENTRY_FILES = new Set(['remoteEntry.js', 'mf-manifest.json', 'index.html'])
/** webpack's `[name].[contenthash:8].js` (and the files named after such a chunk). */
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.[a-z]+/
/** The shell's entry keeps its name; index.html asks for it as `main.js?<build hash>`. */
const VERSIONED_BY_QUERY = new Set(['main.js'])
const IMMUTABLE = 'public, max-age=31536000, immutable'
export const NOT_BUILT_MESSAGE = 'Front end not built: run npm run build'

function hasPrefix (pathname: string, prefixes: string[]): boolean {
  return prefixes.some((prefix) => pathname === prefix || pathname.startsWith(prefix + '/') || pathname.startsWith(prefix + '.'))
}

/**
 * A browser navigation to a client-side route, not an API call or a missing asset. Some page paths
 * of the spec are also API paths (the page /admin/users and the call GET /admin/users), so they are
 * told apart by what the client accepts: browsers navigate with Accept: text/html, the API client
 * asks for JSON.
 */
function isSpaNavigation (request: FastifyRequest, { browserOnly }: { browserOnly: boolean }): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const pathname = request.url.split('?')[0]
  if (hasPrefix(pathname, NEVER_SPA_PREFIXES)) return false
  const accept = String(request.headers.accept ?? '')
  // A page path may end in a dotted segment (/servers/ops%40example.com); only a browser
  // navigation asks for text/html, so that decides. Without it a dotted last segment is a file.
  if (accept.includes('text/html')) return true
  if ((pathname.split('/').pop() ?? '').includes('.')) return false
  return !browserOnly && !hasPrefix(pathname, API_PREFIXES) && accept.includes('*/*')
}

/**
 * Only a URL that changes with its content may be cached for good: content-hashed chunks, and
 * main.js as index.html asks for it (with the build hash in the query). Entry files, and
 * anything else without a hash, are revalidated on every load (cheap: ETag → 304).
 */
export function cacheControlFor (file: string, url: string): string {
  // A precompressed copy is cached like the file it stands for.
  const name = path.basename(file).replace(/\.(br|gz)$/, '')
  if (ENTRY_FILES.has(name)) return 'no-cache'
  if (CONTENT_HASHED.test(name)) return IMMUTABLE
  if (VERSIONED_BY_QUERY.has(name) && url.includes('?')) return IMMUTABLE
  return 'no-cache'
}

function setCacheHeaders (reply: FastifyReply, file: string): void {
  reply.header('Cache-Control', cacheControlFor(file, reply.request.url))
}

function staticOptions (root: string, prefix: string, first: boolean): Parameters<typeof fastifyStatic>[1] {
  return {
    root,
    prefix,
    cacheControl: false,
    setHeaders: setCacheHeaders,
    // `.br` / `.gz` written by the build (webpack/build-plugins.ts), chosen by Accept-Encoding.
    preCompressed: true,
    // Only the first registration may add reply.sendFile.
    decorateReply: first,
    index: ['index.html']
  }
}

export default fp(async function web (app: FastifyInstance) {
  const { webDir, remotes } = app.config
  const shellDist = path.join(webDir, 'shell', 'dist')
  const indexFile = path.join(shellDist, 'index.html')
  let first = true

  if (fs.existsSync(indexFile)) {
    await app.register(fastifyStatic, staticOptions(shellDist, '/', first))
    first = false
  } else {
    app.log.warn({ path: shellDist }, `${NOT_BUILT_MESSAGE} (the API still works)`)
  }

  for (const name of REMOTE_NAMES) {
    const dist = path.join(webDir, `mfe-${name}`, 'dist')
    if (!fs.existsSync(dist)) {
      app.log.warn({ path: dist }, `remote mfe-${name} is not built; /remotes/mfe-${name}/ will answer 404`)
      continue
    }
    await app.register(fastifyStatic, staticOptions(dist, `/remotes/mfe-${name}/`, first))
    first = false
  }

  // Remotes may be consumed by a shell served from another origin.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/remotes/')) reply.header('Access-Control-Allow-Origin', '*')
    return payload
  })

  app.get('/', { schema: { hide: true } }, async (request, reply) => await sendIndex(reply))

  app.get('/remotes.json', {
    schema: {
      tags: ['system'],
      summary: 'Where the shell loads each remote from (remote name → mf-manifest.json URL)',
      response: { 200: { type: 'object', additionalProperties: { type: 'string' } } }
    }
  }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache')
    return remotes
  })

  async function sendIndex (reply: FastifyReply): Promise<FastifyReply> {
    let html: Buffer
    try {
      // Read per request: a rebuilt shell is served without restarting the api.
      html = await fs.promises.readFile(indexFile)
    } catch {
      return reply.code(503).header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE)
    }
    return reply.code(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html)
  }

  // Before routing, so a reload of /admin/users shows the page rather than the API's JSON.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url !== '/' && isSpaNavigation(request, { browserOnly: true })) await sendIndex(reply)
  })

  app.decorate('spaFallback', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isSpaNavigation(request, { browserOnly: false })) return false
    await sendIndex(reply)
    return true
  })
}, { name: 'web', dependencies: ['config'] })
