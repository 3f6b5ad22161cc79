// Bytes of an uploaded file → text. Spreadsheets save CSV as UTF-8 (with or without a BOM) or,
// on Windows, as Windows-1252; a file that is not valid UTF-8 is read as Windows-1252, which
// maps every byte, so "Café" saved by Excel still arrives as "Café".
import iconv from 'iconv-lite'

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false })

export type Encoding = 'utf-8' | 'windows-1252'

export function decodeText (bytes: Buffer): { text: string, encoding: Encoding } {
  try {
    // The decoder drops a leading BOM itself (ignoreBOM: false).
    return { text: utf8.decode(bytes), encoding: 'utf-8' }
  } catch {
    return { text: iconv.decode(bytes, 'win1252'), encoding: 'windows-1252' }
  }
}
