// Every failure leaves as JSON `{ success:false, message }` (+ error.details[]
// for validation) with an honest status code. Unexpected errors are logged
// with their stack and answered with a generic 500: no internals leak.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { databaseFailure, RETRY_AFTER_SECONDS } from '../db/database-errors'
import { type ErrorDetail, HttpError, RateLimitError } from '../errors'
import { validationMessage } from './validation-messages'

export interface ErrorBody {
  success: false
  message: string
  error?: { details: ErrorDetail[] }
}

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please try again later.'

// Fastify's own request errors, reworded for people.
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body size does not match Content-Length',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send JSON (Content-Type: application/json)'
}

function fail (reply: FastifyReply, statusCode: number, message: string, details?: ErrorDetail[]): FastifyReply {
  const body: ErrorBody = { success: false, message }
  if (details !== undefined && details.length > 0) body.error = { details }
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body)
}

export function handleError (error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof HttpError) {
    if (error.statusCode >= 500) request.log.warn({ err: error }, error.message)
    if (error instanceof RateLimitError) reply.header('retry-after', String(error.retryAfterSeconds))
    return fail(reply, error.statusCode, error.message, error.details)
  }

  if (error.validation !== undefined && error.validation.length > 0) {
    const options = { missingFieldMessage: request.routeOptions.config.missingFieldMessage, context: error.validationContext }
    const details = error.validation.map((v) => ({ message: validationMessage(v, options) }))
    return fail(reply, 400, details[0].message, details)
  }

  // @fastify/rate-limit throws the object built by its errorResponseBuilder.
  if (error.statusCode === 429) return fail(reply, 429, RATE_LIMIT_MESSAGE)

  // An empty JSON body on a route with a spec text for missing fields (e.g. "All fields are required").
  const missingFieldMessage = request.routeOptions.config?.missingFieldMessage
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' && missingFieldMessage !== undefined) {
    return fail(reply, 400, missingFieldMessage, [{ message: missingFieldMessage }])
  }
  const tooLargeMessage = request.routeOptions.config?.tooLargeMessage
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && tooLargeMessage !== undefined) return fail(reply, 413, tooLargeMessage)
  const known = error.code !== undefined ? FASTIFY_MESSAGES[error.code] : undefined
  if (known !== undefined) return fail(reply, error.statusCode ?? 400, known)
  // The JSON parser reports bad JSON as a SyntaxError with status 400.
  if (error instanceof SyntaxError && error.statusCode === 400) return fail(reply, 400, FASTIFY_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY)

  // The database away, full or read-only: the process lives on and says so instead of a 500.
  const failure = databaseFailure(error)
  if (failure !== undefined) {
    request.log.warn({ err: { message: error.message, code: error.code } }, failure.message)
    if (failure.statusCode === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS))
    return fail(reply, failure.statusCode, failure.message)
  }

  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    // Other client errors from Fastify/plugins carry readable messages and no internals.
    return fail(reply, status, error.message || 'Bad request')
  }
  request.log.error({ err: error }, 'unhandled error')
  return fail(reply, 500, 'Internal server error')
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the web plugin: answers browser navigations with the SPA; false when not applicable. */
    spaFallback?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>
  }
}

export default fp(async function errorHandler (app: FastifyInstance) {
  app.setErrorHandler(handleError)
  app.setNotFoundHandler(async (request, reply) => {
    if (app.spaFallback !== undefined && await app.spaFallback(request, reply)) return reply
    return fail(reply, 404, 'Not found')
  })
}, { name: 'error-handler' })
