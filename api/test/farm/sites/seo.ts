// Pages with a known on-page SEO answer: what a scan of each must report, field for field.
import { answer, type FarmSite, html, pages, send } from '../kit'

const SHOP_ROBOTS = 'User-agent: *\nDisallow: /admin/\nSitemap: https://shop.farm.test/sitemap.xml\n'

export const shop: FarmSite = {
  host: 'shop.farm.test',
  // Served gzip-compressed: the scanner must decode it.
  handle: pages({
    '/': html(`
  <title>  Farm Shop &mdash; Best
     Supplements </title>
  <meta name="description" content="  Vitamins and minerals,   tested by the farm. ">
  <link rel="canonical" href="/products/">
  <link rel="stylesheet" href="/style.css">
  <script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Farm Shop"}</script>
  <style>body { color: green }</style>`, `
  <h1>Farm <em>Shop</em>
     Supplements</h1>
  <h2>Vitamins</h2><h2>  Minerals &amp; more </h2>
  <p>Our vitamins are tested daily.</p>
  <img src="/img/a.png" alt="Vitamin bottle">
  <img src="https://cdn.farm.test/b.jpg">
  <img src="data:image/png;base64,AAAA" alt="inline pixel">
  <img src="img/c.png" alt="   ">
  <script>var hidden = "words that do not count"</script>
  <noscript>Enable JavaScript please</noscript>
  <template><p>template words</p></template>
  <svg><title>icon title</title><text>svg words</text></svg>
  <a href="javascript:void(0)">Menu</a>
  <a href="mailto:shop@farm.test">Mail us</a>
  <a href="/about">About us</a>
  <a href="https://partner.example.test/product?x=1" rel="nofollow sponsored">Buy now</a>
  <a href="https://amzn.to/later">Second affiliate</a>`),
    '/robots.txt': SHOP_ROBOTS
  }, { encoding: 'gzip' }),
  expected: answer('shop.farm.test', {
    title: 'Farm Shop — Best Supplements',
    description: 'Vitamins and minerals, tested by the farm.',
    h1: ['Farm Shop Supplements'],
    h2: ['Vitamins', 'Minerals & more'],
    canonicals: ['https://shop.farm.test/products/'],
    images: [
      { url: 'https://shop.farm.test/img/a.png', alt: 'Vitamin bottle' },
      { url: 'https://cdn.farm.test/b.jpg', alt: '' },
      { url: 'inline image', alt: 'inline pixel' },
      { url: 'https://shop.farm.test/img/c.png', alt: '' }
    ],
    altTags: ['Vitamin bottle', 'inline pixel'],
    robotsTxt: SHOP_ROBOTS,
    // Farm Shop Supplements | Vitamins | Minerals more | Our vitamins are tested daily |
    // svg words (drawn text shows; its title does not) | Menu | Mail us | About us | Buy now |
    // Second affiliate ("&" is not a word).
    wordCount: 3 + 1 + 2 + 5 + 2 + 1 + 2 + 2 + 2 + 2,
    schemaPresent: true,
    affiliateLink: 'https://partner.example.test/product?x=1'
  })
}

export const micro: FarmSite = {
  host: 'micro.farm.test',
  // No robots.txt (404), no description, microdata instead of JSON-LD, a <base>, no affiliate.
  handle: pages({
    '/': html('<title>Micro Data</title><base href="https://static.farm.test/assets/"><link rel="Canonical alternate" href="https://micro.farm.test/">', `
  <div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Widget<br>Deluxe</h1></div>
  <h2></h2>
  <img data-src="lazy.jpg" alt="Lazy widget">
  <img srcset="small.jpg 1x, big.jpg 2x" alt="Responsive">
  <p>Café crème, naïve résumé — 42 items.</p>
  <a href="/go-team">Team</a> <a href="https://micro.farm.test/links">Links</a>`)
  }),
  expected: answer('micro.farm.test', {
    title: 'Micro Data',
    h1: ['Widget Deluxe'],
    canonicals: ['https://micro.farm.test/'],
    images: [
      { url: 'https://static.farm.test/assets/lazy.jpg', alt: 'Lazy widget' },
      { url: 'https://static.farm.test/assets/small.jpg', alt: 'Responsive' }
    ],
    altTags: ['Lazy widget', 'Responsive'],
    // Widget Deluxe | Café crème naïve résumé 42 items ("—" is not a word) | Team | Links
    wordCount: 2 + 6 + 1 + 1,
    schemaPresent: true
  })
}

export const noindexMeta: FarmSite = {
  host: 'noindex-meta.farm.test',
  handle: pages({ '/': html('<title>Hidden</title><meta name="ROBOTS" content="index, NoIndex">', '<p>Nothing to see</p>') }),
  expected: answer('noindex-meta.farm.test', { title: 'Hidden', wordCount: 3, noindex: true })
}

export const noindexHeader: FarmSite = {
  host: 'noindex-header.farm.test',
  handle: (req, res) => send(req, res, html('<title>Header hidden</title>', '<p>Nothing here</p>'), {
    headers: { 'x-robots-tag': 'googlebot: noindex, nofollow' }
  }),
  expected: answer('noindex-header.farm.test', { title: 'Header hidden', wordCount: 2, noindex: true })
}

export const latin1: FarmSite = {
  host: 'latin1.farm.test',
  // ISO-8859-1 bytes, declared only by <meta charset> (no charset in Content-Type).
  handle: (req, res) => send(req, res, Buffer.from(
    '<!doctype html><html><head><meta charset="iso-8859-1"><title>Café Crème</title></head><body><h1>Naïve</h1></body></html>', 'latin1'
  ), { type: 'text/html' }),
  expected: answer('latin1.farm.test', { title: 'Café Crème', h1: ['Naïve'], wordCount: 1 })
}

export const SEO_SITES = [shop, micro, noindexMeta, noindexHeader, latin1]
