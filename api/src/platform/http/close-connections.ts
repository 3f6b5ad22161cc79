// While the app closes, each answer also closes its connection. Requests that still arrive on an
// open keep-alive connection are answered as usual (no 503 for a rolling restart), and
// "Connection: close" makes the client take its next request elsewhere: busy clients cannot keep
// the server open past its stop.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

export default fp(async function closeConnections (app: FastifyInstance) {
  let closing = false
  app.addHook('preClose', async () => { closing = true })
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close')
  })
}, { name: 'close-connections' })
