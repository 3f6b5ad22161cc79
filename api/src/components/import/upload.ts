// A CSV file sent as a browser form would send it (multipart/form-data): one file
// field, and optionally a brandCategory field for the new domains. @fastify/multipart streams the
// parts; the file is read into memory up to the same 20 MB as a text/csv body, and a bigger one
// stops at the limit with the same 413, so a form upload and a raw upload behave alike.
import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { HttpError, validationError } from '../../platform/errors'
import { CONTROL_CHARACTER } from '../../platform/lib/control-characters'
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES } from './import-service'
import { MAX_CATEGORY_LENGTH } from '../domains'

export const UPLOAD_MESSAGES = {
  noFile: 'The form has no file: attach the CSV file in a file field',
  oneFile: 'Send one CSV file per preview',
  badCategory: `brandCategory must be text of at most ${MAX_CATEGORY_LENGTH} characters`
} as const

export interface Upload { bytes: Buffer, brandCategory?: string }

/** Lets the routes of `app` read multipart bodies (parsed only when a handler asks). */
export async function acceptUploads (app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    // Beyond the file: a few small text fields at most. Every limit is checked as the bytes arrive.
    limits: { fileSize: IMPORT_MAX_BYTES, files: 2, fields: 10, fieldSize: 1024, parts: 12 }
  })
}

/** The one file of a multipart request (and its brandCategory field), or a clear 400/413. */
export async function readUpload (request: FastifyRequest): Promise<Upload> {
  let bytes: Buffer | undefined
  let brandCategory: string | undefined
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // A second file is refused rather than silently dropped; its bytes are still drained.
        if (bytes !== undefined) throw validationError(UPLOAD_MESSAGES.oneFile, 400, part.fieldname)
        bytes = await part.toBuffer()
      } else if (part.fieldname === 'brandCategory') {
        const value = part.value
        if (typeof value !== 'string' || value.length > MAX_CATEGORY_LENGTH || CONTROL_CHARACTER.test(value)) {
          throw validationError(UPLOAD_MESSAGES.badCategory, 400, 'brandCategory')
        }
        brandCategory = value
      }
    }
  } catch (err) {
    throw translate(err)
  }
  if (bytes === undefined) throw validationError(UPLOAD_MESSAGES.noFile, 400, 'file')
  return { bytes, brandCategory }
}

/** @fastify/multipart's limit errors in the words of the import. */
function translate (err: unknown): unknown {
  const code = (err as { code?: string }).code
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, IMPORT_MESSAGES.tooLarge)
  if (code === 'FST_FILES_LIMIT') return validationError(UPLOAD_MESSAGES.oneFile, 400, 'file')
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new HttpError(413, 'The form has too many fields: send the CSV file alone')
  return err
}
