// Errors that carry an HTTP status and a user-facing message. Services throw
// these; the central error handler turns them into `{ success:false, message }`.

export interface ErrorDetail {
  message: string
  field?: string
}

export class HttpError extends Error {
  readonly statusCode: number
  readonly details?: ErrorDetail[]

  constructor (statusCode: number, message: string, details?: ErrorDetail[]) {
    super(message)
    this.name = 'HttpError'
    this.statusCode = statusCode
    this.details = details
  }
}

/** 429: a limit was reached; the answer says when to try again (Retry-After, in seconds). */
export class RateLimitError extends HttpError {
  constructor (message: string, readonly retryAfterSeconds: number) {
    super(429, message)
    this.name = 'RateLimitError'
  }
}

/** A validation failure the client can show: the first detail is the sentence to display. */
export function validationError (message: string, statusCode = 400, field?: string): HttpError {
  return new HttpError(statusCode, message, [{ message, ...(field ? { field } : {}) }])
}

/** Thrown by loadConfig; server.ts prints only the message (no stack) and exits 1. */
export class ConfigError extends Error {
  constructor (message: string) {
    super(message)
    this.name = 'ConfigError'
  }
}
