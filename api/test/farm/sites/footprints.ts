// A small network of sites for the Footprints screen: net-a, net-b and net-c share a Tag Manager
// container and an affiliate ID; net-a and net-b also share a GA4 property, an AdSense publisher,
// WordPress generator and theme; loner shares nothing (its IDs differ in one character).
import { type FarmSite, html, pages } from '../kit'

interface NetPage {
  gtm: string
  ga4?: string
  ua?: string
  adsense?: string
  generator?: string
  theme?: string
  aff: string
}

function netPage (host: string, p: NetPage): FarmSite {
  const head = [
    `<title>${host}</title>`,
    p.generator === undefined ? '' : `<meta name="generator" content="${p.generator}">`,
    p.theme === undefined ? '' : `<link rel="stylesheet" href="/wp-content/themes/${p.theme}/style.css">`,
    `<script>(function(w,d,s,l,i){w[l]=w[l]||[];})(window,document,'script','dataLayer','${p.gtm}');</script>`,
    p.ga4 === undefined ? '' : `<script async src="https://www.googletagmanager.com/gtag/js?id=${p.ga4}"></script><script>gtag('config', '${p.ga4}');</script>`,
    p.ua === undefined ? '' : `<script>ga('create', '${p.ua}', 'auto');</script>`,
    p.adsense === undefined ? '' : `<script async src="https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${p.adsense}"></script>`
  ].join('\n')
  const body = `<h1>${host}</h1><p>Reviews of the week.</p><a href="https://partner.example.test/go?btag=${p.aff}&lang=en" rel="sponsored">Play now</a>`
  return { host, handle: pages({ '/': html(head, body) }) }
}

export const FOOTPRINT_SITES: FarmSite[] = [
  netPage('net-a.farm.test', { gtm: 'GTM-NET123', ga4: 'G-NETWORK123', adsense: 'ca-pub-1234567890123456', generator: 'WordPress 6.4.2', theme: 'casino-pro', aff: 'net-777' }),
  netPage('net-b.farm.test', { gtm: 'GTM-NET123', ga4: 'G-NETWORK123', adsense: 'ca-pub-1234567890123456', generator: 'WordPress 6.4.2', theme: 'casino-pro', aff: 'net-777' }),
  netPage('net-c.farm.test', { gtm: 'GTM-NET123', ua: 'UA-1234567-1', aff: 'net-777' }),
  netPage('loner.farm.test', { gtm: 'GTM-NET124', ga4: 'G-NETWORK124', ua: 'UA-1234567-2', aff: 'net-778' })
]
