// Real-world-shaped pages (pages/*.html, written for these tests in the shapes WordPress with
// lazysizes, Next.js, a news front page and a Shopify shop produce) with their known scan answers.
// Each answer is what Chromium's DOM says about the page (e2e/tests/scan-accuracy checks that it
// still is, field for field), so the scanner's known-answer test measures it against a browser.
import fs from 'node:fs'
import path from 'node:path'
import { answer, type FarmSite, type KnownAnswer, pages } from '../kit'

export interface RealWorldPage {
  /** File under api/test/farm/pages, without .html. */
  name: string
  html: string
  site: FarmSite & { expected: KnownAnswer }
}

function realWorldPage (name: string, host: string, fields: Partial<KnownAnswer>): RealWorldPage {
  const html = fs.readFileSync(path.join(__dirname, '..', 'pages', `${name}.html`), 'utf8')
  return { name, html, site: { host, handle: pages({ '/': html }), expected: answer(host, fields) } }
}

/** WordPress (Astra theme, Rank Math, lazysizes): placeholders in src with data-src / data-lazy-src / data-srcset / data-original, <noscript> copies, an aria-hidden sub-menu, a `hidden` mobile drawer, an inline display:none table of contents and a visibility:hidden cookie notice. */
export const wpLazysizes = realWorldPage('wp-lazysizes', 'wp-blog.farm.test', {
  title: 'Best Keto Supplements of 2026: 7 Picks Tested & Reviewed - Natural Health Hub',
  description: 'We tested 23 keto supplements for purity, dosage and value. Here are the 7 that are worth your money in 2026, plus the ones to avoid.',
  h1: [
    'Best Keto Supplements of 2026: 7 Picks Tested & Reviewed'
  ],
  h2: [
    'Our top picks',
    'How we tested',
    'Popular now'
  ],
  canonicals: [
    'https://wp-blog.farm.test/best-keto-supplements/'
  ],
  images: [
    { url: 'https://wp-blog.farm.test/wp-content/uploads/2025/03/nhh-logo.png', alt: 'Natural Health Hub' },
    { url: 'https://wp-blog.farm.test/wp-content/uploads/2026/01/keto-hero.jpg', alt: 'Keto supplement bottles on a kitchen table' },
    { url: 'https://wp-blog.farm.test/wp-content/uploads/2026/01/perfect-keto-base.jpg', alt: 'Perfect Keto Base tub' },
    { url: 'https://wp-blog.farm.test/wp-content/uploads/2026/01/electrolyte-drops.jpg', alt: 'Electrolyte drops next to a glass of water' },
    { url: 'https://wp-blog.farm.test/wp-content/uploads/2026/01/blood-meter-600x400.jpg', alt: '' },
    { url: 'https://s.w.org/images/core/emoji/15.0.3/svg/2705.svg', alt: '✅' },
    { url: 'https://s.w.org/images/core/emoji/15.0.3/svg/2705.svg', alt: '✅' },
    { url: 'https://wp-blog.farm.test/wp-content/uploads/2025/11/mct-oil-150x150.jpg', alt: 'MCT oil' },
    { url: 'https://wp-blog.farm.test/wp-content/uploads/2025/10/magnesium-150x150.jpg', alt: 'Magnesium capsules' }
  ],
  altTags: [
    'Natural Health Hub',
    'Keto supplement bottles on a kitchen table',
    'Perfect Keto Base tub',
    'Electrolyte drops next to a glass of water',
    '✅',
    '✅',
    'MCT oil',
    'Magnesium capsules'
  ],
  wordCount: 184,
  schemaPresent: true,
  footprints: [{ kind: 'theme', value: 'wordpress astra' }],
  affiliateLink: 'https://wp-blog.farm.test/go/perfect-keto/'
})

/** Next.js (app router, next/image): one-line markup, an h1 that is only an SVG logo with aria-label, srcSet in camel case, inline data: SVG icons, a `hidden` mobile menu and display:none dialogs, __NEXT_DATA__. */
export const nextjsCasino = realWorldPage('nextjs-casino', 'next-casino.farm.test', {
  title: 'Top Online Casinos 2026 | Licensed Sites Compared | SpinScout',
  description: 'Compare 40+ licensed online casinos: welcome bonuses, payout speed, and the wagering rules nobody reads. Updated weekly by our review team.',
  h1: [
    'SpinScout'
  ],
  h2: [
    'The casinos that actually pay out',
    'Best casinos this month',
    'Fast withdrawals',
    'Licensed only',
    'Help when you need it'
  ],
  canonicals: [
    'https://next-casino.farm.test/'
  ],
  images: [
    { url: 'https://next-casino.farm.test/_next/image?url=%2Fimages%2Fhero-slots.webp&w=1080&q=75', alt: 'Slot machine reels lit up at night' },
    { url: 'https://next-casino.farm.test/_next/image?url=https%3A%2F%2Fcdn.spinscout.test%2Flogos%2Froyal-fortune.png&w=256&q=75', alt: 'Royal Fortune Casino logo' },
    { url: 'https://next-casino.farm.test/_next/image?url=https%3A%2F%2Fcdn.spinscout.test%2Flogos%2Flucky-harbour.png&w=256&q=75', alt: 'Lucky Harbour logo' },
    { url: 'https://next-casino.farm.test/_next/image?url=https%3A%2F%2Fcdn.spinscout.test%2Flogos%2Fneon-vegas.png&w=256&q=75', alt: '' },
    { url: 'inline image', alt: 'Stopwatch icon' },
    { url: 'inline image', alt: 'Shield icon' }
  ],
  altTags: [
    'Slot machine reels lit up at night',
    'Royal Fortune Casino logo',
    'Lucky Harbour logo',
    'Stopwatch icon',
    'Shield icon'
  ],
  wordCount: 119,
  schemaPresent: true,
  affiliateLink: 'https://next-casino.farm.test/out/royal-fortune'
})

/** A news front page: an h1 that is an SVG wordmark named by its <title>, <picture> with a data-srcset (Cloudinary URLs with commas), data-original, an empty src with data-srcset, a <template>, an aria-hidden ticker, a visibility:hidden newsletter box, a <base>, a <noscript> tracking pixel. */
export const newsPortal = realWorldPage('news-portal', 'news.farm.test', {
  title: 'The Daily Ledger — Breaking News, Markets & Opinion',
  description: 'Independent reporting on politics, markets and technology. Read today\'s top stories from The Daily Ledger.',
  h1: [
    'The Daily Ledger'
  ],
  h2: [
    'Budget passes by three votes after all-night session',
    'Chipmaker picks northern site for €4bn plant',
    'Bond yields fall as inflation cools for a third month',
    'Opinion: We keep building the wrong kind of homes',
    'Storm warnings for the coast through Thursday'
  ],
  canonicals: [
    'https://news.farm.test/'
  ],
  images: [
    { url: 'https://res.cloudinary.test/ledger/image/upload/w_600,h_338,c_fill,q_auto/v1709/lead-parliament.jpg', alt: 'Members of parliament leave the chamber after the late-night vote' },
    { url: 'https://news.farm.test/static/img/placeholder-16x9.png', alt: 'A chip fabrication plant seen from the air' },
    { url: 'https://res.cloudinary.test/ledger/image/upload/w_400,h_225,c_fill/v1709/markets-screen.jpg', alt: 'Traders watch screens on the exchange floor' },
    { url: 'https://news.farm.test/media/authors/oduya-60.jpg', alt: 'Kemi Oduya' },
    { url: 'inline image', alt: 'Weather map' },
    { url: 'https://news.farm.test/px.gif?u=home', alt: '' }
  ],
  altTags: [
    'Members of parliament leave the chamber after the late-night vote',
    'A chip fabrication plant seen from the air',
    'Traders watch screens on the exchange floor',
    'Kemi Oduya',
    'Weather map'
  ],
  wordCount: 113,
  schemaPresent: true,
  affiliateLink: ''
})

/** A Shopify-style product page: protocol-relative srcset, a gif placeholder with data-srcset, data-src only, an <img> with no source yet, data: payment badges (inline images), hidden sale badge and error, display:none old price, microdata and JSON-LD. */
export const shopProduct = realWorldPage('shop-product', 'shop-verdant.farm.test', {
  title: 'Organic Ashwagandha Root Capsules – 120 caps | Verdant Apothecary',
  description: 'KSM-66 ashwagandha, 600 mg per serving, third-party tested. Free UK delivery over £30.',
  h1: [
    'Organic Ashwagandha Root Capsules'
  ],
  h2: [
    'Why KSM-66?',
    'You may also like',
    'Newsletter'
  ],
  canonicals: [
    'https://shop-verdant.farm.test/products/organic-ashwagandha-120'
  ],
  images: [
    { url: 'https://shop-verdant.farm.test/cdn/shop/files/verdant-logo.png?v=1&width=150', alt: 'Verdant Apothecary' },
    { url: 'https://shop-verdant.farm.test/cdn/shop/products/ashwagandha-front.jpg?v=1700&width=1100', alt: 'Ashwagandha capsules bottle, front' },
    { url: 'https://shop-verdant.farm.test/cdn/shop/products/ashwagandha-back.jpg?v=1700&width=550', alt: 'Supplement facts label' },
    { url: 'https://shop-verdant.farm.test/cdn/shop/products/ashwagandha-capsules.jpg?v=1700&width=1100', alt: 'Capsules in a hand' },
    { url: 'inline image', alt: 'Visa' },
    { url: 'inline image', alt: 'Mastercard' },
    { url: 'inline image', alt: '' },
    { url: 'https://shop-verdant.farm.test/cdn/shop/products/rhodiola.jpg?v=1&width=165', alt: 'Rhodiola capsules' },
    { url: 'https://shop-verdant.farm.test/cdn/shop/products/magnesium.jpg?v=1&width=360', alt: 'Magnesium glycinate' }
  ],
  altTags: [
    'Verdant Apothecary',
    'Ashwagandha capsules bottle, front',
    'Supplement facts label',
    'Capsules in a hand',
    'Visa',
    'Mastercard',
    'Rhodiola capsules',
    'Magnesium glycinate'
  ],
  wordCount: 104,
  schemaPresent: true,
  affiliateLink: ''
})

/** A casino review whose game tiles keep their URL in data-source-standard (absolute, protocol-relative, an extension-less /images/ path), beside a data-* tracking URL and a video that are not images. */
export const lazySourceStandard = realWorldPage('lazy-source-standard', 'reels-review.farm.test', {
  title: 'Spring Offers – Golden Reels Casino Review',
  description: 'Golden Reels reviewed: bonus terms, payout speed and the games worth playing.',
  h1: ['Golden Reels Casino Review'],
  h2: ['Games we liked', 'Bonus terms'],
  canonicals: ['https://reels-review.farm.test/'],
  images: [
    { url: 'https://reels-review.farm.test/assets/logo.svg', alt: 'Reels Review' },
    { url: 'https://cdn.reels-review.farm.test/tiles/starburst.webp', alt: 'Starburst' },
    { url: 'https://cdn.reels-review.farm.test/tiles/book-of-dead.jpg?w=300', alt: 'Book of Dead' },
    { url: 'https://cdn.reels-review.farm.test/images/tiles/gonzo', alt: 'Gonzo\'s Quest' }
  ],
  altTags: ['Reels Review', 'Starburst', 'Book of Dead', 'Gonzo\'s Quest'],
  wordCount: 34
})

/** A blog whose lazy loader keeps the URL in data-n-src, behind an SVG data: placeholder or an empty src. */
export const lazyNSrc = realWorldPage('lazy-n-src', 'trail-notes.farm.test', {
  title: 'Weekend Hiking Gear Guide',
  description: 'What to pack for a weekend in the hills, tested on three trails.',
  h1: ['Weekend Hiking Gear Guide'],
  h2: ['Boots', 'Packs'],
  canonicals: ['https://trail-notes.farm.test/'],
  images: [
    { url: 'https://trail-notes.farm.test/uploads/boots-800.png', alt: 'Leather hiking boots' },
    { url: 'https://trail-notes.farm.test/photos/2026/poles', alt: 'Trekking poles' },
    { url: 'https://trail-notes.farm.test/uploads/pack.jpeg#front', alt: 'A 30 litre pack' }
  ],
  altTags: ['Leather hiking boots', 'Trekking poles', 'A 30 litre pack'],
  wordCount: 25
})

export const REAL_WORLD_PAGES: RealWorldPage[] = [wpLazysizes, nextjsCasino, newsPortal, shopProduct, lazySourceStandard, lazyNSrc]
