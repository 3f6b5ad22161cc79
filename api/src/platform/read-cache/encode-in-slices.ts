// A 50,000-domain list is about 10 MB of JSON: one JSON.stringify of it holds the event loop for
// 100 ms and more, while every other request (and /healthz) waits. An array is encoded a slice at
// a time instead, with a turn of the event loop between slices; the bytes are those of one
// JSON.stringify of the whole array.
import { setImmediate as nextTurn } from 'node:timers/promises'

/** Elements encoded between two turns of the event loop: a few milliseconds of work each. */
export const SLICE = 1_000

/** `encode(value)` as bytes; an array bigger than one slice is encoded in slices, yielding between them. */
export async function encodeInSlices (value: unknown, encode: (value: unknown) => string, slice = SLICE): Promise<Buffer> {
  if (!Array.isArray(value) || value.length <= slice || encode !== JSON.stringify) return Buffer.from(encode(value))
  const parts: Buffer[] = [Buffer.from('[')]
  for (let start = 0; start < value.length; start += slice) {
    if (start > 0) {
      await nextTurn()
      parts.push(Buffer.from(','))
    }
    const text = JSON.stringify(value.slice(start, start + slice))
    parts.push(Buffer.from(text.slice(1, -1)))
  }
  parts.push(Buffer.from(']'))
  return Buffer.concat(parts)
}
