// OpenAPI generated from the same TypeBox schemas that validate requests and
// serialise responses: /docs (Swagger UI) and /docs/json. Registered before
// the routes, because it collects them as they are added.
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

export default fp(async function swaggerPlugin (app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Sitefleet API',
        description: 'Monitoring dashboard for a portfolio of websites, domains and hosting servers.',
        version: '0.1.0'
      },
      components: {
        securitySchemes: {
          // A session JWT (POST /auth/verify-code) or a personal API token `sft_…` (POST /auth/tokens).
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'A session JWT from POST /auth/verify-code, or a personal API token (sft_…) from POST /auth/tokens. ' +
              'Read tokens get 403 on writes; admin calls take only an admin\'s write token.'
          }
        }
      },
      tags: [
        { name: 'auth', description: 'Login, signup, password reset' },
        { name: 'system', description: 'Health and front-end configuration' }
      ]
    }
  })
  await app.register(swaggerUi, { routePrefix: '/docs' })
}, { name: 'swagger' })
