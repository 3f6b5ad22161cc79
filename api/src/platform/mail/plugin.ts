// Exposes the mailer as app.mailer (SMTP, or the outbox when SMTP_URL is unset).
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createMailer, type Mailer } from './mailer'

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer
  }
}

export default fp(async function mailer (app: FastifyInstance, options: { mailer?: Mailer }) {
  const { config } = app
  const instance = options.mailer ?? createMailer(
    { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, dataDir: config.dataDir, localAddress: config.locations.outboundLocalAddress },
    { info: (obj, msg) => app.log.info(obj, msg) }
  )
  app.decorate('mailer', instance)
  app.addHook('onClose', async () => { instance.close() })
}, { name: 'mailer', dependencies: ['config'] })
