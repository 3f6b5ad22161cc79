// Security headers on every answer (HTML, API, /docs, static files), by @fastify/helmet:
// - Content-Security-Policy: scripts, styles, manifests and images from this origin and from the
//   origins remotes.json names (REMOTES_JSON) and those of REMOTE_OVERRIDE_ORIGINS, so Module
//   Federation can load a remote deployed elsewhere and nothing else can inject code; no eval, no inline script, no plugins, no framing.
//   Inline styles stay allowed: style-loader injects each app's CSS as <style> elements.
// - X-Frame-Options DENY and frame-ancestors 'none'; X-Content-Type-Options nosniff;
//   Referrer-Policy no-referrer (links to Bing or a site do not reveal dashboard URLs).
// - Strict-Transport-Security only when the request came over https (directly, or through a
//   proxy trusted by TRUST_PROXY): over plain http it means nothing, and on a dev box it would
//   pin the name to https.
// - Remote files may be loaded by a shell on another origin (Cross-Origin-Resource-Policy).
// - /embed/ pages (one panel for a frame) may be framed by the origins of EMBED_ORIGINS
//   and by them alone: frame-ancestors lists them there, X-Frame-Options (which cannot name an
//   origin) is dropped there. Every other answer keeps frame-ancestors 'none'.
import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { remoteOrigin } from './remotes'

const HSTS = 'max-age=31536000; includeSubDomains'
const NO_FRAMING = "frame-ancestors 'none'"

/** The one script a page on another site loads for panels (shell/src/embed-script). */
export const EMBED_SCRIPT = '/embed.js'

/** The frame pages: /embed/<page path>. */
export function isEmbedPath (url: string): boolean {
  const pathname = url.split('?')[0]
  return pathname === '/embed' || pathname.startsWith('/embed/')
}

/** The distinct origins of the remotes' manifests that are not this server. */
export function remoteOrigins (remotes: Record<string, string>): string[] {
  const origins = Object.values(remotes).map(remoteOrigin).filter((o): o is string => o !== undefined && o !== '')
  return [...new Set(origins)]
}

export default fp(async function securityHeaders (app: FastifyInstance) {
  // REMOTE_OVERRIDE_ORIGINS: an admin's own build of a remote loads like a remote deployed there.
  const remotes = [...new Set([...remoteOrigins(app.config.remotes), ...app.config.remoteOverrideOrigins])]
  const self = "'self'"
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: [self],
        baseUri: [self],
        connectSrc: [self, ...remotes],
        fontSrc: [self, 'data:', ...remotes],
        formAction: [self],
        frameAncestors: ["'none'"],
        imgSrc: [self, 'data:', 'blob:', ...remotes],
        objectSrc: ["'none'"],
        scriptSrc: [self, ...remotes],
        scriptSrcAttr: ["'none'"],
        styleSrc: [self, "'unsafe-inline'", ...remotes]
      }
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false
  })

  const embedAncestors = app.config.embedOrigins.length > 0 ? `frame-ancestors ${app.config.embedOrigins.join(' ')}` : undefined
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS)
    if (embedAncestors !== undefined && isEmbedPath(request.url)) {
      const csp = reply.getHeader('content-security-policy')
      if (typeof csp === 'string') reply.header('content-security-policy', csp.replace(NO_FRAMING, embedAncestors))
      reply.removeHeader('x-frame-options')
    }
    // Remote files, and /embed.js that pages on other sites load to show panels.
    if (request.url.startsWith('/remotes/') || request.url.split('?')[0] === EMBED_SCRIPT) reply.header('cross-origin-resource-policy', 'cross-origin')
    return payload
  })
}, { name: 'security-headers', dependencies: ['config'] })
