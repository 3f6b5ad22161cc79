// Turns an AJV error into a sentence a person can act on ("Email is
// required", "Password must be at least 8 characters"), because the screens
// show error.details[0].message as-is.
import type { FastifySchemaValidationError } from 'fastify'

export interface ValidationMessageOptions {
  /** Route-specific text for a missing/empty field, e.g. "All fields are required". */
  missingFieldMessage?: string
  /** Which part of the request failed: body, querystring, params, headers. */
  context?: string
}

/** "newPassword" → "New password", "ServerExpiryDate" → "Server expiry date". */
export function fieldLabel (name: string): string {
  const words = name.replace(/[_-]+/g, ' ').replace(/([a-z0-9])([A-Z])/g, '$1 $2').trim().toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function fieldOf (error: FastifySchemaValidationError): string | undefined {
  if (error.keyword === 'required') return String((error.params as { missingProperty?: string }).missingProperty ?? '')
  const parts = error.instancePath.split('/').filter(Boolean)
  return parts.length > 0 ? parts.join('.') : undefined
}

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'null'
}

export function validationMessage (error: FastifySchemaValidationError, options: ValidationMessageOptions = {}): string {
  const field = fieldOf(error)
  const params = error.params as Record<string, unknown>
  const part = options.context === 'querystring' ? 'query string' : (options.context ?? 'body')

  if (field === undefined) {
    // The whole body/query is of the wrong kind (e.g. a JSON array or nothing at all).
    if (error.keyword === 'type') {
      return options.missingFieldMessage ?? `Request ${part} must be a JSON object`
    }
    return `Request ${part} is invalid`
  }

  // Array indexes say nothing to a person: data.h2.0 is labelled "H2".
  const label = fieldLabel(field.split('.').filter((part) => !/^\d+$/.test(part)).pop() ?? field)
  switch (error.keyword) {
    case 'required':
      return options.missingFieldMessage ?? `${label} is required`
    case 'minLength':
      if (Number(params.limit) <= 1) return options.missingFieldMessage ?? `${label} is required`
      return `${label} must be at least ${String(params.limit)} characters`
    case 'maxLength':
      return `${label} must be at most ${String(params.limit)} characters`
    case 'type': {
      const type = Array.isArray(params.type) ? params.type[0] : params.type
      return `${label} must be ${TYPE_WORDS[String(type)] ?? String(type)}`
    }
    case 'format':
      if (params.format === 'email') return 'Please enter a valid email address'
      if (params.format === 'date') return `${label} must be a date (yyyy-mm-dd)`
      return `${label} must be a valid ${String(params.format)}`
    case 'enum':
    case 'const':
      return `${label} must be one of: ${((params.allowedValues as unknown[] | undefined) ?? [params.allowedValue]).join(', ')}`
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `${label} must be ${String(params.comparison)} ${String(params.limit)}`
    case 'controlCharacter':
      return `${label} must not contain control characters`
    case 'minItems':
      return `${label} must have at least ${String(params.limit)} item(s)`
    case 'maxItems':
      return `${label} must have at most ${String(params.limit)} item(s)`
    default:
      return `${label} is invalid`
  }
}
