// Request validation. Bodies are JSON and must not be type-coerced (a client
// sending `"email": 123` gets told, not silently fixed); query strings and
// path params are always text, so they keep Fastify's usual coercion.
// Every text value of a path, query string or body is refused when it holds a
// control character (platform/lib/control-characters): for every route in one place,
// before the schemas, so the field is named whatever else the request lacks.
import Ajv from 'ajv'
import addFormats from 'ajv-formats'
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify'
import fp from 'fastify-plugin'
import { controlCharacterPath } from '../lib/control-characters'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Text for a missing or empty field on this route, e.g. "All fields are required". */
    missingFieldMessage?: string
    /** The 413 text of a route with its own body limit (e.g. the CSV import's 20 MB). */
    tooLargeMessage?: string
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

/** A validation failure as the schemas report one, so the error handler words it the same way. */
function controlCharacterError (context: string, instancePath: string): Error {
  const validation: FastifySchemaValidationError[] = [{ keyword: 'controlCharacter', instancePath, schemaPath: '#', params: {}, message: 'must not contain control characters' }]
  return Object.assign(new Error('Control character in request'), { statusCode: 400, code: 'FST_ERR_VALIDATION', validation, validationContext: context })
}

export default fp(async function validation (app: FastifyInstance) {
  const bodyAjv = createAjv(false)
  const textAjv = createAjv('array')
  app.setValidatorCompiler(({ schema, httpPart }) => {
    return (httpPart === 'body' ? bodyAjv : textAjv).compile(schema)
  })

  app.addHook('preValidation', async (request) => {
    for (const [context, value] of [['params', request.params], ['querystring', request.query], ['body', request.body]] as const) {
      const path = controlCharacterPath(value)
      if (path !== undefined) throw controlCharacterError(context, path)
    }
  })
}, { name: 'validation' })
