// Request validation. Bodies are JSON and must not be type-coerced (a client
// sending `"email": 123` gets told, not silently fixed); query strings and
// path params are always text, so they keep Fastify's usual coercion.
import Ajv from 'ajv'
import addFormats from 'ajv-formats'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Text for a missing or empty field on this route (spec §5), e.g. "All fields are required". */
    missingFieldMessage?: string
  }
}

function createAjv (coerceTypes: boolean | 'array'): Ajv {
  const ajv = new Ajv({
    coerceTypes,
    useDefaults: true,
    removeAdditional: true,
    // One error at a time: allErrors=true lets crafted input cost a lot of CPU.
    allErrors: false,
    // OpenAPI annotations (example, x-…) are allowed in schemas.
    strict: false
  })
  addFormats(ajv)
  return ajv
}

export default fp(async function validation (app: FastifyInstance) {
  const bodyAjv = createAjv(false)
  const textAjv = createAjv('array')
  app.setValidatorCompiler(({ schema, httpPart }) => {
    return (httpPart === 'body' ? bodyAjv : textAjv).compile(schema)
  })
}, { name: 'validation' })
