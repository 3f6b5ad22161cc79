// Everything the scanner reads from a page, in ONE streaming pass of htmlparser2 (no DOM is
// built, so a 5 MiB page costs one walk). Lists are capped so a scan result stays small enough
// to be saved (the api's body limit is 1 MiB).
import { Parser } from 'htmlparser2'
import type { AffiliateTest } from '../../../platform/config/affiliate-patterns'
import { extractFootprints, type Footprint } from '../../footprints'
import { absoluteUrl, collapse, hidesContent, imageSource, LIMITS, tokens } from './page-parts'

export interface PageImage {
  /** Absolute http(s) URL, or INLINE_IMAGE for a data: image. */
  url: string
  alt: string
}

/** The `url` listed for an image embedded in the page as a data: URL. */
export const INLINE_IMAGE = 'inline image'

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
  /** Analytics and ad IDs, affiliate IDs, generator, theme (footprints.ts). */
  footprints: Footprint[]
}

// Text inside these is not visible page text (in an <svg>, only <text> is).
const HIDDEN = new Set(['head', 'title', 'script', 'style', 'noscript', 'template', 'iframe'])
// What a browser with scripting on keeps out of its DOM: their <img>s are no images of the page.
const NOT_IN_DOM = new Set(['noscript', 'template'])
// Inline elements do not separate words ("Farm<b>Shop</b>" is one word); every other tag does.
const INLINE = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'big', 'button', 'cite', 'code', 'data', 'del', 'dfn', 'em',
  'font', 'i', 'img', 'ins', 'kbd', 'label', 'mark', 'nobr', 'picture', 'q', 's', 'samp', 'small', 'source', 'span',
  'strike', 'strong', 'sub', 'sup', 'time', 'tt', 'u', 'var', 'wbr'])
const WORD = /[\p{L}\p{N}]/u

interface OpenHeading {
  tag: 'h1' | 'h2'
  text: string
  depth: number
  /** Depth of an unlabelled <svg> inside it, whose <title> names it (an SVG logo as the heading). */
  svgFrom?: number
  inSvgTitle?: boolean
}

export function extractPage (html: string, pageUrl: string, isAffiliate: AffiliateTest): PageData {
  let base = pageUrl
  let baseSeen = false
  let title: string | null = null
  let titleText: string | null = null
  let description: string | null = null
  let noindexMeta = false
  let schemaPresent = false
  let generator = ''
  const h1: string[] = []
  const h2: string[] = []
  const rawCanonicals: string[] = []
  const rawImages: Array<{ src: string, inline: boolean, alt: string }> = []
  const rawLinks: Array<{ href: string, rel: string }> = []

  let depth = 0
  let hiddenFrom = Infinity // depth of the outermost open element whose content a reader does not see
  let offDomFrom = Infinity // depth of an open <noscript>/<template>: not in a scripting browser's DOM
  let svg = 0 // <title> inside <svg> is not the page title
  let svgText = 0 // open <text> elements inside an <svg>: the only visible text of a drawing
  let heading: OpenHeading | null = null
  let words = 0
  let partial = '' // a word that may continue in the next text chunk

  const flushWord = (): void => {
    if (WORD.test(partial)) words++
    partial = ''
  }
  const visible = (): boolean => depth < hiddenFrom

  const parser = new Parser({
    onopentag (name, attrs) {
      depth++
      if (!INLINE.has(name)) {
        flushWord()
        if (heading !== null) heading.text += ' '
      }
      const shownAbove = visible()
      if (shownAbove && (HIDDEN.has(name) || hidesContent(attrs))) hiddenFrom = depth
      if (NOT_IN_DOM.has(name) && depth < offDomFrom) offDomFrom = depth
      if (name === 'text' && svg > 0) svgText++
      if (name === 'svg') {
        svg++
        // A heading that is an SVG logo is named by the logo's aria-label or <title>, as a browser names it.
        if (heading !== null && heading.svgFrom === undefined && shownAbove && !hidesContent(attrs)) {
          const label = collapse(attrs['aria-label'] ?? '')
          if (label !== '') heading.text += ` ${label} `
          else heading.svgFrom = depth
        }
      }
      if ('itemscope' in attrs || 'itemtype' in attrs) schemaPresent = true
      switch (name) {
        case 'title':
          if (svg === 0 && title === null) titleText = ''
          if (heading?.svgFrom === depth - 1) heading.inSvgTitle = true
          break
        case 'h1':
        case 'h2':
          if (heading === null && visible()) heading = { tag: name, text: '', depth }
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
          if (metaName === 'generator' && generator === '' && attrs.content !== undefined) generator = collapse(attrs.content, 100)
          if ((metaName === 'robots' || metaName === 'googlebot') && tokens(attrs.content).some((t) => t === 'noindex' || t === 'none')) noindexMeta = true
          break
        }
        case 'link':
          if (tokens(attrs.rel).includes('canonical') && attrs.href !== undefined && rawCanonicals.length < LIMITS.canonicals) rawCanonicals.push(attrs.href)
          break
        case 'img': {
          const alt = collapse(attrs.alt ?? '')
          // An image's alt is part of a heading's text (`<h1><img alt="Brand"></h1>`).
          if (heading !== null && visible() && alt !== '') heading.text += ` ${alt} `
          const source = depth < offDomFrom ? imageSource(attrs) : null
          if (source !== null && rawImages.length < LIMITS.images * 2) rawImages.push({ ...source, alt })
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
      if (heading?.inSvgTitle === true) heading.text += text
      if (!visible() || (svg > 0 && svgText === 0)) return
      // A heading is named by its drawing's label or title, not the drawing's letters.
      if (heading !== null && svg === 0) heading.text += text
      const parts = (partial + text).split(/\s+/)
      partial = parts.pop() ?? ''
      for (const part of parts) if (WORD.test(part)) words++
    },
    onclosetag (name) {
      if (!INLINE.has(name)) {
        flushWord()
        if (heading !== null) heading.text += ' '
      }
      if (name === 'title') {
        if (titleText !== null) {
          title = collapse(titleText)
          titleText = null
        }
        if (heading !== null) heading.inSvgTitle = false
      }
      if (heading !== null && heading.svgFrom === depth) heading.svgFrom = undefined
      if (heading !== null && heading.depth === depth && name === heading.tag) {
        const text = collapse(heading.text)
        const list = heading.tag === 'h1' ? h1 : h2
        if (text !== '' && list.length < LIMITS.headings) list.push(text)
        heading = null
      }
      if (depth === hiddenFrom) hiddenFrom = Infinity
      if (depth === offDomFrom) offDomFrom = Infinity
      if (name === 'text' && svgText > 0) svgText--
      if (name === 'svg' && svg > 0) svg--
      depth--
    }
  }, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true })
  parser.end(html)
  flushWord()

  const canonicals = rawCanonicals.map((href) => absoluteUrl(href, base)?.href).filter((u): u is string => u !== undefined)
  const images = rawImages
    .map(({ src, inline, alt }) => ({ url: inline ? INLINE_IMAGE : absoluteUrl(src, base)?.href, alt }))
    .filter((img): img is PageImage => img.url !== undefined)
    .slice(0, LIMITS.images)
  let affiliateLink = ''
  const affiliateLinks: URL[] = []
  for (const { href, rel } of rawLinks) {
    const url = absoluteUrl(href, base)
    if (url !== null && isAffiliate({ url, rel })) {
      if (affiliateLink === '') affiliateLink = url.href
      affiliateLinks.push(url)
      if (affiliateLinks.length >= 20) break
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
    noindexMeta,
    footprints: extractFootprints(html, generator, affiliateLinks)
  }
}
