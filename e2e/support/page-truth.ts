/**
 * What Chromium's DOM says about a page, field for field as the scanner reports it: the yardstick
 * of the scanner's accuracy (e2e/tests/scan-accuracy and the scan-accuracy benchmark).
 *
 * The page is served to the browser from memory at its real URL; every other request (images,
 * scripts, styles) is aborted, so nothing leaves the machine. Scripts on the page do run, as in a
 * visitor's browser, so <noscript> content is not part of the DOM.
 *
 * - Headings: each <h1>/<h2> that the accessibility tree exposes, named as Chromium names it
 *   (hidden ones are not exposed; an SVG logo is named by its aria-label or <title>, an image by its alt).
 * - Words: the body's innerText (what is rendered), with aria-hidden="true" content left out as
 *   the product's rule says.
 * - Images: every <img> of `document.images`, at the URL the browser resolves for its `src`, or,
 *   when that is empty or a data: placeholder, for its lazy source (data-src, data-lazy-src,
 *   data-original, srcset, data-srcset: the attributes a lazy-loading script would copy into
 *   `src` once the image scrolls into view; no such script can run here), else the first data-*
 *   attribute whose value is an http(s) or protocol-relative URL of an image (by its extension
 *   or an image folder: data-source-standard, data-n-src). A data: image with no other source is
 *   "inline image".
 */
import type { Page } from 'playwright-core'

export interface PageTruth {
  title: string;
  description: string;
  h1: string[];
  h2: string[];
  canonicals: string[];
  images: Array<{ url: string; alt: string }>;
  wordCount: number;
  schemaPresent: boolean;
  noindex: boolean;
}

const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim()

/** Loads `html` as if fetched from `url` (every other request aborted) and reads the fields. */
export async function browserTruth (page: Page, url: string, html: string): Promise<PageTruth> {
  const address = new URL(url)
  address.hash = ''
  await page.unrouteAll()
  await page.route('**/*', (route) =>
    route.request().url() === address.href && route.request().resourceType() === 'document'
      ? route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' })
      : route.abort()
  )
  await page.goto(address.href, { waitUntil: 'load' })
  // Under tsx (the benchmarks) esbuild wraps named functions in __name(), which the page lacks.
  await page.evaluate('globalThis.__name ??= (fn) => fn')
  const dom = await page.evaluate(readDom)
  return { ...dom, ...(await headings(page)) }
}

/** h1 and h2 names from Chromium's accessibility tree, in document order, hidden ones left out. */
async function headings (page: Page): Promise<{ h1: string[]; h2: string[] }> {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'h1, h2' })
    const found: { h1: string[]; h2: string[] } = { h1: [], h2: [] }
    for (const nodeId of nodeIds) {
      const { node } = await cdp.send('DOM.describeNode', { nodeId })
      const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false })
      const ax = nodes[0]
      const name = collapse(String(ax?.name?.value ?? ''))
      if (ax === undefined || ax.ignored || name === '') continue
      found[node.localName === 'h1' ? 'h1' : 'h2'].push(name)
    }
    return found
  } finally {
    await cdp.detach()
  }
}

/** Runs in the page (no closures: playwright serialises the function). */
function readDom (): Omit<PageTruth, 'h1' | 'h2'> {
  const squeeze = (text: string): string => text.replace(/\s+/g, ' ').trim()
  const isWeb = (href: string): boolean => /^https?:$/.test(new URL(href).protocol)
  const resolve = (raw: string): string | null => {
    try {
      const href = new URL(raw, document.baseURI).href
      return isWeb(href) ? href : null
    } catch {
      return null
    }
  }
  const metaContent = (name: string): string[] =>
    Array.from(document.querySelectorAll('meta[name]'))
      .filter((m) => (m.getAttribute('name') ?? '').trim().toLowerCase() === name)
      .map((m) => m.getAttribute('content') ?? '')

  const lazyNames = ['data-src', 'data-lazy-src', 'data-original', 'srcset', 'data-srcset']
  const imageUrl = (value: string): boolean => {
    if (value.length > 2048 || !/^(?:https?:)?\/\/[^/\s]+\//i.test(value)) return false
    const path = new URL(value, 'https://x.invalid/').pathname.toLowerCase()
    const segments = path.split('/')
    const last = segments[segments.length - 1]
    const dot = last.lastIndexOf('.')
    if (dot >= 0) return ['jpg', 'jpeg', 'png', 'gif', 'webp', 'avif', 'svg', 'bmp', 'ico', 'jxl', 'tif', 'tiff'].includes(last.slice(dot + 1))
    return segments.slice(0, -1).some((s) => ['image', 'images', 'img', 'imgs', 'photo', 'photos', 'picture', 'pictures', 'media'].includes(s))
  }
  const images: Array<{ url: string; alt: string }> = []
  for (const img of Array.from(document.images)) {
    const src = (img.getAttribute('src') ?? '').trim()
    const placeholder = (value: string) => value === '' || /^data:/i.test(value)
    let url: string | null = null
    let chosen = !placeholder(src)
    if (chosen) url = resolve(src)
    for (const name of lazyNames) {
      const raw = img.getAttribute(name)
      if (chosen || raw === null) continue
      const candidate = name.endsWith('srcset') ? raw.replace(/^[\s,]+/, '').split(/\s+/)[0].replace(/(?<!,),+$/, '') : raw.trim()
      chosen = !placeholder(candidate)
      if (chosen) url = resolve(candidate)
    }
    // A loader with its own attribute name (data-source-standard, data-n-src): the first data-*
    // value that is an http(s) or protocol-relative URL of an image, by extension or an image folder.
    for (const attr of Array.from(img.attributes)) {
      if (chosen || !attr.name.startsWith('data-') || lazyNames.includes(attr.name)) continue
      const value = attr.value.trim()
      chosen = imageUrl(value)
      if (chosen) url = resolve(value)
    }
    if (!chosen && src !== '') url = 'inline image'
    if (url !== null) images.push({ url, alt: squeeze(img.getAttribute('alt') ?? '') })
  }

  const style = document.createElement('style')
  style.textContent = '[aria-hidden="true" i] { display: none !important; }'
  document.head.append(style)
  const words = (document.body?.innerText ?? '').split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length
  style.remove()

  const description = metaContent('description')[0]
  return {
    title: squeeze(document.title),
    description: description === undefined ? '' : squeeze(description),
    canonicals: Array.from(document.querySelectorAll('link[rel]'))
      .filter((l) => (l.getAttribute('rel') ?? '').toLowerCase().split(/\s+/).includes('canonical') && l.hasAttribute('href'))
      .map((l) => resolve(l.getAttribute('href') ?? ''))
      .filter((href): href is string => href !== null),
    images,
    wordCount: words,
    schemaPresent: document.querySelector('script[type="application/ld+json" i], [itemscope], [itemtype]') !== null,
    noindex: [...metaContent('robots'), ...metaContent('googlebot')].some((c) =>
      c.toLowerCase().split(/[\s,]+/).some((t) => t === 'noindex' || t === 'none')
    ),
  }
}
