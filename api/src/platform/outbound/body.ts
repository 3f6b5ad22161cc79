// Reading a response body: undo Content-Encoding, stop at a byte cap (counted after
// decompression, so a small gzip bomb cannot fill memory), and decode text by its charset.
import type { Readable, Transform } from 'node:stream'
import { TextDecoder } from 'node:util'
import zlib from 'node:zlib'
import { OutboundError } from './errors'

export interface RawBody {
  bytes: Buffer
  truncated: boolean
}

function decoderFor (encoding: string): Transform | null {
  switch (encoding) {
    case 'gzip':
    case 'x-gzip': return zlib.createGunzip()
    case 'br': return zlib.createBrotliDecompress()
    case 'deflate': return zlib.createInflate()
    default: return null // identity, or an encoding we never asked for: read as is
  }
}

export async function readBody (body: Readable, contentEncoding: string | undefined, maxBytes: number): Promise<RawBody> {
  const encodings = (contentEncoding ?? '').toLowerCase().split(',').map((e) => e.trim()).filter((e) => e !== '' && e !== 'identity')
  const encoding = encodings.length === 1 ? encodings[0] : ''
  const decoder = decoderFor(encoding)
  let source: Readable = body
  if (decoder !== null) {
    // pipe() does not forward errors: a broken connection must fail the decoder too.
    body.on('error', (err) => decoder.destroy(err))
    source = body.pipe(decoder)
  }

  const chunks: Buffer[] = []
  let size = 0
  let truncated = false
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      const room = maxBytes - size
      if (chunk.length > room) {
        chunks.push(chunk.subarray(0, room))
        size = maxBytes
        truncated = true
        break
      }
      chunks.push(chunk)
      size += chunk.length
    }
  } catch (err) {
    const code = (err as { code?: string }).code ?? ''
    if (decoder !== null && (code.startsWith('Z_') || code.startsWith('ERR_') || code === '')) {
      throw new OutboundError('BAD_RESPONSE', `its response could not be decoded (${encoding})`, { detail: code || undefined, cause: err })
    }
    throw err
  } finally {
    // Leaving early (cap reached or error) frees the connection and the decoder.
    decoder?.destroy()
    if (!body.readableEnded) body.destroy()
  }
  return { bytes: Buffer.concat(chunks, size), truncated }
}

/** Charset from Content-Type, else a BOM, else an HTML <meta charset> near the top, else UTF-8. */
export function sniffCharset (bytes: Buffer, contentType: string): string {
  const fromHeader = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)
  if (fromHeader !== null) return fromHeader[1].toLowerCase()
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8'
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le'
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be'
  const head = bytes.subarray(0, 1024).toString('latin1')
  const meta = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)
  return meta !== null ? meta[1].toLowerCase() : 'utf-8'
}

/** Best-effort text: an unknown charset label falls back to UTF-8, bad bytes become U+FFFD. */
export function decodeText (bytes: Buffer, contentType: string): string {
  let decoder: TextDecoder
  try {
    decoder = new TextDecoder(sniffCharset(bytes, contentType))
  } catch {
    decoder = new TextDecoder('utf-8')
  }
  return decoder.decode(bytes)
}
