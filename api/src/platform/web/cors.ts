// CORS for embedded panels: pages on the origins of EMBED_ORIGINS may call the API
// (and fetch the remotes' manifests and chunks) with a bearer token. Exact origins only, no
// credentials: the API's auth is the Authorization header, so a browser never sends or exposes
// cookies across origins, and any other origin gets no CORS headers at all (the browser then
// refuses to hand it the answer). With no EMBED_ORIGINS the API stays same-origin only.
import cors from '@fastify/cors'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/** What a panel sends: its token, JSON or CSV bodies. */
const ALLOWED_HEADERS = ['Authorization', 'Content-Type']
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']
/** How long a browser may reuse a preflight answer (10 minutes, Chromium's cap is 2 hours). */
const PREFLIGHT_MAX_AGE_S = 600

export default fp(async function embedCors (app: FastifyInstance) {
  const allowed = new Set(app.config.embedOrigins)
  await app.register(cors, {
    // A function, not the list: the plugin then answers with the caller's origin or nothing.
    origin: (origin, callback) => { callback(null, origin !== undefined && allowed.has(origin)) },
    credentials: false,
    allowedHeaders: ALLOWED_HEADERS,
    methods: METHODS,
    maxAge: PREFLIGHT_MAX_AGE_S,
    // A preflight from an origin not listed still ends here (204 without CORS headers) rather
    // than reaching the routes.
    strictPreflight: false
  })
}, { name: 'embed-cors', dependencies: ['config'] })
