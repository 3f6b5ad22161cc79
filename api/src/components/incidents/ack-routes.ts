// /ack/{token}: the acknowledge link of an alert message, without signing in. GET answers a
// confirmation page and changes nothing; the page's button POSTs to the same address.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { AckService } from './ack-service'

const AckParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) })
const HtmlPage = Type.String({ description: 'An HTML page' })

export default async function ackRoutes (fastify: FastifyInstance, opts: { now?: () => Date }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const service = new AckService(app.db, app.config, opts.now ?? (() => new Date()))
  // The page's form posts an empty urlencoded body: read (bounded) and ignored.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => { done(null, {}) })
  const schema = (summary: string) => ({ tags: ['incidents'], summary, params: AckParams, produces: ['text/html'], response: { 200: HtmlPage, 404: HtmlPage, 410: HtmlPage } })

  app.get('/:token', { schema: schema('An acknowledge link: a page naming the incident and whom the link was sent to, with a button (changes nothing)') }, async (request, reply) => {
    const answer = await service.show(request.params.token)
    return await reply.code(answer.status).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').type('text/html; charset=utf-8').send(answer.html)
  })

  app.post('/:token', { schema: schema('Acknowledge through the link (once; it then answers that it was used)') }, async (request, reply) => {
    const answer = await service.confirm(request.params.token)
    return await reply.code(answer.status).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').type('text/html; charset=utf-8').send(answer.html)
  })
}
