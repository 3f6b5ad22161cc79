// Bytes of an uploaded file → text. Spreadsheets save CSV as UTF-8 (with or without a BOM) or,
// on Windows, as Windows-1252; a file that is not valid UTF-8 is read as Windows-1252, which
// maps every byte, so "Café" saved by Excel still arrives as "Café".
// Decoded a MiB at a time with a turn of the event loop between: 20 MB decoded at once
// was one block of tens of ms, hundreds on a loaded machine.
import iconv from 'iconv-lite'
import { yieldToLoop } from '../../platform/lib/yield-to-loop'

export type Encoding = 'utf-8' | 'windows-1252'

const SLICE_BYTES = 1024 * 1024

export async function decodeText (bytes: Buffer): Promise<{ text: string, encoding: Encoding }> {
  // The decoder drops a leading BOM itself (ignoreBOM: false); in stream mode a character cut by
  // a slice's end is completed by the next slice.
  const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false })
  const parts: string[] = []
  try {
    for (let start = 0; start < bytes.length; start += SLICE_BYTES) {
      if (start > 0) await yieldToLoop()
      parts.push(utf8.decode(bytes.subarray(start, start + SLICE_BYTES), { stream: true }))
    }
    parts.push(utf8.decode())
    return { text: parts.join(''), encoding: 'utf-8' }
  } catch {
    // Not UTF-8 (the decoder's only error here): read it as Windows-1252.
  }
  // Windows-1252 is one byte a character: any slice edge is a character edge.
  parts.length = 0
  for (let start = 0; start < bytes.length; start += SLICE_BYTES) {
    if (start > 0) await yieldToLoop()
    parts.push(iconv.decode(bytes.subarray(start, start + SLICE_BYTES), 'win1252'))
  }
  return { text: parts.join(''), encoding: 'windows-1252' }
}
