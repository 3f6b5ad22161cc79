// Everything the scanner reads from a page, in ONE streaming pass of htmlparser2 (no DOM is
// built, so a 5 MiB page costs one walk). Lists are capped so a scan result stays small enough
// to be saved (the api's body limit is 1 MiB).
import { Parser } from 'htmlparser2'
import type { AffiliateTest } from './affiliate-patterns'

export interface PageImage {
  url: string
  alt: string
}

export interface PageData {
  title: string
  description: string
  h1: string[]
  h2: string[]
  canonicals: string[]
  images: PageImage[]
  altTags: string[]
  wordCount: number
  schemaPresent: boolean
  affiliateLink: string
  /** <meta name="robots|googlebot" content="noindex|none">. */
  noindexMeta: boolean
}

export const LIMITS = { text: 1000, headings: 100, canonicals: 20, images: 200, links: 5000, url: 2048 }

// Text inside these is not visible page text.
const HIDDEN = new Set(['head', 'title', 'script', 'style', 'noscript', 'template', 'svg', 'iframe'])
// Inline elements do not separate words ("Farm<b>Shop</b>" is one word); every other tag does.
const INLINE = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'dfn', 'em', 'font', 'i', 'kbd',
  'label', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr'])
const WORD = /[\p{L}\p{N}]/u

export function collapse (text: string, max = LIMITS.text): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, max)
}

/** An absolute http(s) URL, or null for anything else (javascript:, data:, mailto:, junk). */
export function absoluteUrl (raw: string | undefined, base: string): URL | null {
  if (raw === undefined) return null
  const trimmed = raw.trim()
  if (trimmed === '' || trimmed.length > LIMITS.url) return null
  try {
    const url = new URL(trimmed, base)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.href.length <= LIMITS.url ? url : null
  } catch {
    return null
  }
}

function tokens (value: string | undefined): string[] {
  return (value ?? '').toLowerCase().split(/[\s,]+/).filter(Boolean)
}

export function extractPage (html: string, pageUrl: string, isAffiliate: AffiliateTest): PageData {
  let base = pageUrl
  let baseSeen = false
  let title: string | null = null
  let titleText: string | null = null
  let description: string | null = null
  let noindexMeta = false
  let schemaPresent = false
  const h1: string[] = []
  const h2: string[] = []
  const rawCanonicals: string[] = []
  const rawImages: Array<{ src: string, alt: string }> = []
  const rawLinks: Array<{ href: string, rel: string }> = []

  let hidden = 0 // open elements whose text is invisible
  let svg = 0 // <title> inside <svg> is not the page title
  let heading: { tag: 'h1' | 'h2', text: string, depth: number } | null = null
  let depth = 0
  let words = 0
  let partial = '' // a word that may continue in the next text chunk

  const flushWord = (): void => {
    if (WORD.test(partial)) words++
    partial = ''
  }

  const parser = new Parser({
    onopentag (name, attrs) {
      depth++
      if (!INLINE.has(name)) {
        flushWord()
        if (heading !== null) heading.text += ' '
      }
      if (HIDDEN.has(name)) hidden++
      if (name === 'svg') svg++
      if ('itemscope' in attrs || 'itemtype' in attrs) schemaPresent = true
      switch (name) {
        case 'title':
          if (svg === 0 && title === null) titleText = ''
          break
        case 'h1':
        case 'h2':
          if (heading === null) heading = { tag: name, text: '', depth }
          break
        case 'base':
          if (!baseSeen && attrs.href !== undefined) {
            baseSeen = true
            base = absoluteUrl(attrs.href, pageUrl)?.href ?? pageUrl
          }
          break
        case 'meta': {
          const metaName = (attrs.name ?? '').trim().toLowerCase()
          if (metaName === 'description' && description === null && attrs.content !== undefined) description = collapse(attrs.content)
          if ((metaName === 'robots' || metaName === 'googlebot') && tokens(attrs.content).some((t) => t === 'noindex' || t === 'none')) noindexMeta = true
          break
        }
        case 'link':
          if (tokens(attrs.rel).includes('canonical') && attrs.href !== undefined && rawCanonicals.length < LIMITS.canonicals) rawCanonicals.push(attrs.href)
          break
        case 'img': {
          const src = attrs.src ?? attrs['data-src'] ?? attrs.srcset?.trim().split(/\s+/)[0]
          if (src !== undefined && rawImages.length < LIMITS.images * 2) rawImages.push({ src, alt: collapse(attrs.alt ?? '') })
          break
        }
        case 'script':
          if ((attrs.type ?? '').trim().toLowerCase() === 'application/ld+json') schemaPresent = true
          break
        case 'a':
        case 'area':
          if (attrs.href !== undefined && rawLinks.length < LIMITS.links) rawLinks.push({ href: attrs.href, rel: attrs.rel ?? '' })
          break
      }
    },
    ontext (text) {
      if (titleText !== null) titleText += text
      if (hidden > 0) return
      if (heading !== null) heading.text += text
      const parts = (partial + text).split(/\s+/)
      partial = parts.pop() ?? ''
      for (const part of parts) if (WORD.test(part)) words++
    },
    onclosetag (name) {
      if (!INLINE.has(name)) {
        flushWord()
        if (heading !== null) heading.text += ' '
      }
      if (name === 'title' && titleText !== null) {
        title = collapse(titleText)
        titleText = null
      }
      if (heading !== null && heading.depth === depth && name === heading.tag) {
        const text = collapse(heading.text)
        const list = heading.tag === 'h1' ? h1 : h2
        if (text !== '' && list.length < LIMITS.headings) list.push(text)
        heading = null
      }
      if (HIDDEN.has(name) && hidden > 0) hidden--
      if (name === 'svg' && svg > 0) svg--
      depth--
    }
  }, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true })
  parser.end(html)
  flushWord()

  const canonicals = rawCanonicals.map((href) => absoluteUrl(href, base)?.href).filter((u): u is string => u !== undefined)
  const images = rawImages
    .map(({ src, alt }) => ({ url: absoluteUrl(src, base)?.href, alt }))
    .filter((img): img is PageImage => img.url !== undefined)
    .slice(0, LIMITS.images)
  let affiliateLink = ''
  for (const { href, rel } of rawLinks) {
    const url = absoluteUrl(href, base)
    if (url !== null && isAffiliate({ url, rel })) {
      affiliateLink = url.href
      break
    }
  }
  return {
    title: title ?? collapse(titleText ?? ''),
    description: description ?? '',
    h1,
    h2,
    canonicals,
    images,
    altTags: images.map((img) => img.alt).filter((alt) => alt !== ''),
    wordCount: words,
    schemaPresent,
    affiliateLink,
    noindexMeta
  }
}
