/** Characters as a reader counts them (code points, so an emoji is one), for the title/description counters. */
export function charCount (text: string | null | undefined): number {
  return text ? Array.from(text).length : 0
}
