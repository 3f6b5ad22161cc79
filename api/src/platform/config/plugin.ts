// Makes the validated start-up configuration available as app.config, and says at start what an
// operator should change in it (a sealing key still derived from JWT_SECRET).
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { AppConfig } from './config'

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig
  }
}

export default fp(async function config (app: FastifyInstance, options: { config: AppConfig }) {
  app.decorate('config', options.config)
  if (options.config.secrets.key === undefined) {
    app.log.warn('SECRETS_KEY is not set: stored credentials (alert channel secrets, registrar keys) are sealed under a key derived from JWT_SECRET, so a new JWT_SECRET would make them unreadable. To move: set SECRETS_KEY (e.g. openssl rand -base64 48) and restart, then run npm run rotate-secrets')
  }
}, { name: 'config' })
