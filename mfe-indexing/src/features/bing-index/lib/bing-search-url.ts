/** Bing's results for `site:{domain}` (the row link): `https://www.bing.com/search?q=site%3A{domain}`. */
export function bingSearchUrl (domain: string): string {
  return `https://www.bing.com/search?q=${encodeURIComponent(`site:${domain}`)}`
}
