// The small readings extract.ts makes of a page's parts: collapsed text, absolute URLs, attribute
// tokens, whether an element hides its content, which URL an <img> shows. Pure; the caps of what
// a scan keeps (LIMITS) live here too.
import { withoutControlCharacters } from '../../../platform/lib/control-characters'

export const LIMITS = { text: 1000, headings: 100, canonicals: 20, images: 200, links: 5000, url: 2048 }

// Where lazy-loading scripts keep the real URL while `src` is empty or a placeholder, in order.
const LAZY_SOURCES = ['data-src', 'data-lazy-src', 'data-original', 'srcset', 'data-srcset']
const INLINE_HIDING = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*(?:hidden|collapse))\s*(?:!\s*important\s*)?(?:;|$)/i
export function collapse (text: string, max = LIMITS.text): string {
  return withoutControlCharacters(text, ' ').replace(/\s+/g, ' ').trim().slice(0, max)
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

export function tokens (value: string | undefined): string[] {
  return (value ?? '').toLowerCase().split(/[\s,]+/).filter(Boolean)
}

/** Whether an element hides itself and its content from a reader: `hidden`, aria-hidden, inline display:none. */
export function hidesContent (attrs: Record<string, string>): boolean {
  return 'hidden' in attrs || (attrs['aria-hidden'] ?? '').trim().toLowerCase() === 'true' ||
    (attrs.style !== undefined && INLINE_HIDING.test(attrs.style))
}

/** The first URL of a srcset ("a.jpg 1x, b.jpg 2x" → a.jpg); URLs may contain commas, only trailing ones end it. */
function firstCandidate (srcset: string): string {
  return srcset.replace(/^[\s,]+/, '').split(/\s+/)[0].replace(/(?<!,),+$/, '')
}

const isPlaceholder = (src: string): boolean => src === '' || /^data:/i.test(src)

/**
 * The URL an <img> shows: its `src`, or when that is empty or a data: placeholder, the first lazy
 * source that has one, else the first data-* attribute holding an image URL (anyDataImage). A
 * data: image with no other source is inline; no source at all: null.
 */
export function imageSource (attrs: Record<string, string>): { src: string, inline: boolean } | null {
  const src = (attrs.src ?? '').trim()
  if (!isPlaceholder(src)) return { src, inline: false }
  for (const name of LAZY_SOURCES) {
    const raw = attrs[name]
    if (raw === undefined) continue
    const url = name.endsWith('srcset') ? firstCandidate(raw) : raw.trim()
    if (!isPlaceholder(url)) return { src: url, inline: false }
  }
  const any = anyDataImage(attrs)
  if (any !== null) return { src: any, inline: false }
  return src === '' ? null : { src, inline: true }
}

/** Extensions of image files (the last path segment's, lower case). */
const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'avif', 'svg', 'bmp', 'ico', 'jxl', 'tif', 'tiff'])
/** Path segments that name a folder of images ("/images/123/hero"), for URLs without an extension. */
const IMAGE_FOLDERS = new Set(['image', 'images', 'img', 'imgs', 'photo', 'photos', 'picture', 'pictures', 'media'])

/**
 * The value of the first data-* attribute (in document order) that holds an http(s) or
 * protocol-relative URL of an image: the URL a lazy loader with its own attribute name
 * (data-source-standard, data-n-src, …) would copy into `src`. Judged with string operations only
 * (linear, no regex), on values no longer than a URL the scan keeps.
 */
export function anyDataImage (attrs: Record<string, string>): string | null {
  for (const [name, raw] of Object.entries(attrs)) {
    if (!name.startsWith('data-') || LAZY_SOURCES.includes(name)) continue
    const value = raw.trim()
    if (isImageUrl(value)) return value
  }
  return null
}

function isImageUrl (value: string): boolean {
  if (value.length > LIMITS.url) return false
  const lower = value.toLowerCase()
  const scheme = lower.startsWith('https://') ? 8 : lower.startsWith('http://') ? 7 : lower.startsWith('//') ? 2 : 0
  if (scheme === 0) return false
  const rest = lower.slice(scheme)
  const slash = rest.indexOf('/')
  // A host, then a path: "//cdn.example/a.jpg".
  if (slash <= 0 || rest.slice(0, slash).includes(' ')) return false
  let path = rest.slice(slash)
  for (const end of ['?', '#']) {
    const at = path.indexOf(end)
    if (at >= 0) path = path.slice(0, at)
  }
  const segments = path.split('/')
  const last = segments[segments.length - 1]
  const dot = last.lastIndexOf('.')
  // A file with another extension (.mp4, .php) is not an image, whatever folder it is in.
  if (dot >= 0) return IMAGE_EXTENSIONS.has(last.slice(dot + 1))
  return segments.slice(0, -1).some((segment) => IMAGE_FOLDERS.has(segment))
}
