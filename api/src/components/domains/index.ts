// The page scanner: scanDomain() for routes, extractPage() and the affiliate matcher for checks
// that re-read a page (the affiliate check finds the link the same way).
export { affiliateMatcherFor, createAffiliateMatcher, compileAffiliatePattern, DEFAULT_AFFILIATE_PATTERNS, parseAffiliatePatterns } from '../../platform/config/affiliate-patterns'
export type { AffiliateTest, LinkCandidate } from '../../platform/config/affiliate-patterns'
export { extractPage } from './scan/extract'
export type { PageData, PageImage } from './scan/extract'
export { fallsBack, fetchHomePage, INVALID_DOMAIN, isHtml, scanDomain } from './scan/scanner'
export type { HomePageOptions, ScanDeps } from './scan/scanner'
