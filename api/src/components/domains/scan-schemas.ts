// POST /{scope}/scan: request and response. The screens' ScanResult type is generated from it
// (`npm run generate:types` → shared/src/types/api-contract.generated.ts).
import { type Static, Type } from 'typebox'

/**
 * The most of a robots.txt the scanner reads (bytes), and so the longest `robotsTxt` any scan
 * answers (decoded, a string is never longer in characters than in bytes). /save refuses a longer
 * one rather than truncating it: only a hand-made body can carry one, and a silently cut file
 * would show rules the site never had (a 1 MB robotsTxt froze the next diff).
 */
export const ROBOTS_MAX_BYTES = 100 * 1024

export const ScanBody = Type.Object({
  domain: Type.String({ minLength: 1, maxLength: 2048, description: 'A domain or URL, e.g. example.com or https://example.com/' })
})

/** A footprint the page shows (analytics/ad ID, affiliate ID, generator, theme). */
export const Footprint = Type.Object({
  kind: Type.String({ maxLength: 40, description: 'ga4, ua, gtm, adsense, affiliate-id, generator, theme' }),
  value: Type.String({ maxLength: 200 })
})

export const ScanResult = Type.Object({
  domain: Type.String(),
  url: Type.String({ description: 'Final URL after redirects' }),
  title: Type.String(),
  description: Type.String(),
  h1: Type.Array(Type.String()),
  h2: Type.Array(Type.String()),
  canonicals: Type.Array(Type.String()),
  images: Type.Array(Type.Object({ url: Type.String(), alt: Type.String() })),
  altTags: Type.Array(Type.String(), { description: 'Alt texts of the images that have one' }),
  robotsTxt: Type.String({ maxLength: ROBOTS_MAX_BYTES, description: "robots.txt body ('' when there is none), at most the scanner's 100 KiB" }),
  wordCount: Type.Integer(),
  schemaPresent: Type.Boolean(),
  affiliateLink: Type.String({ description: "First affiliate link on the page ('' when none)" }),
  statusCode: Type.Integer(),
  noindex: Type.Boolean(),
  footprints: Type.Optional(Type.Array(Footprint, { maxItems: 100, description: 'What the page shares with other sites (Footprints screen)' })),
  lastChecked: Type.String({ format: 'date-time' })
})
export type ScanResultShape = Static<typeof ScanResult>
