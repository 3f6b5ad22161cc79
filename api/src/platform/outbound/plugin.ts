// One OutboundClient per app, as app.outbound: routes and background checks share its
// connection pool and concurrency limits. Built from config; tests override options.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { OutboundClient, type OutboundOptions } from './client'

export type { OutboundOptions }

declare module 'fastify' {
  interface FastifyInstance {
    outbound: OutboundClient
  }
}

export default fp(async function outbound (app: FastifyInstance, options: Partial<OutboundOptions>) {
  const client = new OutboundClient({
    connectTo: app.config.connectTo,
    concurrency: app.config.checkConcurrency,
    localAddress: app.config.locations.outboundLocalAddress,
    ...options
  })
  app.decorate('outbound', client)
  app.addHook('onClose', async () => { await client.close() })
}, { name: 'outbound', dependencies: ['config'] })
