// Request and response schemas of /api/search/*. Credentials are write-only: no response
// schema has a field for them.
import { type Static, Type } from 'typebox'

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()])
const Count = Type.Integer({ minimum: 0 })
export const KindSchema = Type.Enum(['google-service-account', 'google-oauth', 'bing'])
export const StatusSchema = Type.Enum(['not-connected', 'ok', 'bad-key', 'revoked', 'rate-limited', 'unreachable', 'error'])
const SourceSchema = Type.Enum(['google', 'bing'])

export const Credentials = Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 16_384 }), {
  maxProperties: 4,
  description: 'google-service-account { keyJson } (the key file\'s JSON as text); google-oauth { clientId, clientSecret } or {} for the installation\'s client; bing { apiKey }. Write-only.'
})

export const SearchAccount = Type.Object({
  id: Type.String(),
  kind: KindSchema,
  name: Type.String(),
  status: StatusSchema,
  statusMessage: Nullable(Type.String()),
  createdAt: Type.String(),
  connectedAt: Nullable(Type.String()),
  lastSyncAt: Nullable(Type.String()),
  sync: Type.Enum(['idle', 'queued', 'running']),
  properties: Count,
  readable: Count
})
export type SearchAccountShape = Static<typeof SearchAccount>

export const AccountListResponse = Type.Object({ success: Type.Literal(true), accounts: Type.Array(SearchAccount) })
export const AccountResponse = Type.Object({ success: Type.Literal(true), account: SearchAccount })
export const AccountIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) })

export const CreateAccountBody = Type.Object({
  kind: KindSchema,
  name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  credentials: Credentials
})
export type CreateAccountBodyShape = Static<typeof CreateAccountBody>

export const UpdateAccountBody = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' })),
  credentials: Type.Optional(Credentials)
})
export type UpdateAccountBodyShape = Static<typeof UpdateAccountBody>

export const TestResponse = Type.Object({ success: Type.Literal(true), ok: Type.Boolean(), status: StatusSchema, message: Type.String() })
export const ConnectResponse = Type.Object({ success: Type.Literal(true), url: Type.String({ description: 'Google\'s consent page: open it in the browser' }) })
export const CallbackQuery = Type.Object({
  state: Type.Optional(Type.String({ maxLength: 2000 })),
  code: Type.Optional(Type.String({ maxLength: 2000 })),
  error: Type.Optional(Type.String({ maxLength: 200 })),
  scope: Type.Optional(Type.String({ maxLength: 2000 }))
})

export const Property = Type.Object({
  id: Count,
  accountId: Type.String(),
  accountName: Type.String(),
  source: SourceSchema,
  siteUrl: Type.String(),
  kind: Type.Enum(['domain', 'url-prefix']),
  host: Type.String(),
  permission: Type.String(),
  readable: Type.Boolean(),
  accessLostAt: Nullable(Type.String()),
  error: Nullable(Type.String()),
  finalThrough: Nullable(Type.String({ description: 'YYYY-MM-DD: the stored days up to this one are final' })),
  readThrough: Nullable(Type.String())
})
export type PropertyShape = Static<typeof Property>

export const PropertiesQuery = Type.Object({ superCategory: Type.Optional(Type.Enum(['natural', 'casino', 'dating'])) })
export const PropertiesResponse = Type.Object({
  success: Type.Literal(true),
  matched: Type.Array(Type.Object({ domainId: Type.String(), domain: Type.String(), google: Nullable(Property), bing: Nullable(Property) })),
  withoutProperty: Type.Array(Type.Object({ domainId: Type.String(), domain: Type.String() })),
  notMonitored: Type.Array(Property)
})

export const Figures = Type.Object({
  clicks: Count,
  impressions: Count,
  ctr: Type.Number({ description: 'clicks / impressions, 0..1' }),
  position: Nullable(Type.Number()),
  clicksChange: Nullable(Type.Number({ description: 'Against the 28 days before, as a fraction (-0.5 = half); null when those had no clicks' })),
  impressionsChange: Nullable(Type.Number())
})
export type FiguresShape = Static<typeof Figures>

export const VerdictSchema = Type.Enum(['PASS', 'PARTIAL', 'FAIL', 'NEUTRAL', 'VERDICT_UNSPECIFIED'], { description: 'Google\'s verdict on the home page: PASS = indexed' })

/** A row's index status in the portfolio table: the latest URL Inspection of the home page. */
export const InspectionSummary = Type.Object({
  verdict: VerdictSchema,
  coverageState: Nullable(Type.String({ description: 'As Google words it, e.g. "Submitted and indexed"' })),
  lastCrawlAt: Nullable(Type.String()),
  inspectedAt: Type.String()
})
export type InspectionSummaryShape = Static<typeof InspectionSummary>

export const PortfolioSortSchema = Type.Enum(['clicks', 'clicksChange', 'impressions', 'position'], {
  description: 'clicks and impressions: most first; clicksChange: the biggest losers first; position: best first (sites without figures last)'
})
const PortfolioFilter = {
  superCategory: Type.Optional(Type.Enum(['natural', 'casino', 'dating'])),
  category: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Brand category' })),
  sort: Type.Optional(PortfolioSortSchema)
}
export const PortfolioQuery = Type.Object({
  ...PortfolioFilter,
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 500, default: 100 })
})
export const PortfolioCsvQuery = Type.Object(PortfolioFilter)
export const PortfolioResponse = Type.Object({
  success: Type.Literal(true),
  through: Nullable(Type.String({ description: 'The 28-day windows end on this day (the last final day)' })),
  total: Count,
  sites: Type.Array(Type.Object({
    domainId: Type.String(),
    domain: Type.String(),
    superCategory: Type.String(),
    google: Nullable(Figures),
    bing: Nullable(Figures),
    trafficDrop: Type.Boolean(),
    trend: Type.Array(Count, { maxItems: 12, description: 'Clicks per week over the last 12 weeks to `through`, oldest first (Google, else Bing); empty without figures' }),
    inspection: Nullable(InspectionSummary)
  }))
})

export const SummaryQuery = Type.Object({ superCategory: Type.Optional(Type.Enum(['natural', 'casino', 'dating'])) })
export const SummaryResponse = Type.Object({
  success: Type.Literal(true),
  through: Nullable(Type.String({ description: 'This week is the 7 final days to this day' })),
  sites: Type.Integer({ minimum: 0, description: 'Sites with Google figures' }),
  thisWeek: Count,
  lastWeek: Count,
  change: Nullable(Type.Number({ description: 'This week against last week, as a fraction; null when last week had no clicks' })),
  losers: Type.Array(Type.Object({ domainId: Type.String(), domain: Type.String(), thisWeek: Count, lastWeek: Count, change: Type.Number() }), { maxItems: 5 })
})

export const TimelineQuery = Type.Object({ days: Type.Integer({ minimum: 1, maximum: 486, default: 90 }) })
export const TimelineEvent = Type.Object({
  at: Type.String(),
  kind: Type.String({ description: 'An event kind (site-down, certificate-expiring, noindex-appeared…), or change:<kind> for an SEO change found by a re-scan or a change of the site (change:dns-a, change:dns-ns, change:hosting, change:certificate)' }),
  group: Type.Enum(['outage', 'seo', 'certificate', 'registry', 'search', 'dns', 'hosting', 'other']),
  label: Type.String(),
  text: Type.String()
})
export const TimelineResponse = Type.Object({
  success: Type.Literal(true),
  domain: Type.String(),
  from: Type.String(),
  to: Type.String(),
  truncated: Type.Boolean({ description: 'More than the 500 newest items happened in the range' }),
  events: Type.Array(TimelineEvent, { maxItems: 500 })
})

export const SeriesParams = Type.Object({ domainId: Type.String({ minLength: 1, maxLength: 64 }) })
export const SeriesQuery = Type.Object({
  source: Type.Optional(SourceSchema),
  days: Type.Integer({ minimum: 1, maximum: 486, default: 90 })
})
export const SeriesResponse = Type.Object({
  success: Type.Literal(true),
  domain: Type.String(),
  source: SourceSchema,
  siteUrl: Nullable(Type.String()),
  finalThrough: Nullable(Type.String()),
  days: Type.Array(Type.Object({ date: Type.String(), clicks: Count, impressions: Count, ctr: Type.Number(), position: Nullable(Type.Number()), final: Type.Boolean() }))
})

export const Inspection = Type.Object({
  url: Type.String({ description: 'The home page inspected' }),
  verdict: VerdictSchema,
  coverageState: Nullable(Type.String()),
  lastCrawlAt: Nullable(Type.String()),
  googleCanonical: Nullable(Type.String()),
  userCanonical: Nullable(Type.String({ description: 'The canonical the page declares' })),
  canonicalMismatch: Type.Boolean({ description: 'Google chose another canonical than the page declares (both known)' }),
  robotsTxtState: Nullable(Type.String()),
  pageFetchState: Nullable(Type.String()),
  indexingState: Nullable(Type.String()),
  inspectedAt: Type.String()
})
export type InspectionShape = Static<typeof Inspection>

export const Sitemap = Type.Object({
  path: Type.String(),
  type: Nullable(Type.String()),
  lastSubmitted: Nullable(Type.String()),
  lastDownloaded: Nullable(Type.String({ description: 'When Google last read it' })),
  isPending: Type.Boolean(),
  isIndex: Type.Boolean(),
  errors: Count,
  warnings: Count,
  readAt: Type.String()
})
export type SitemapShape = Static<typeof Sitemap>

export const InspectionResponse = Type.Object({
  success: Type.Literal(true),
  domain: Type.String(),
  siteUrl: Nullable(Type.String({ description: 'The Google property standing for the site; null when none' })),
  inspection: Nullable(Inspection),
  lastError: Nullable(Type.String({ description: 'Why the last attempt gave no result (quota, permission); null after a result' })),
  nextInspectionAt: Nullable(Type.String()),
  sitemapsReadAt: Nullable(Type.String({ description: 'When the property\'s sitemaps were last read; null until then' })),
  sitemaps: Type.Array(Sitemap)
})
export type InspectionResponseShape = Static<typeof InspectionResponse>

export const OAuthClientResponse = Type.Object({
  success: Type.Literal(true),
  source: Nullable(Type.Enum(['admin', 'environment'])),
  clientId: Nullable(Type.String()),
  updatedAt: Nullable(Type.String()),
  redirectUri: Type.String({ description: 'The address to register at Google as an authorised redirect URI: <PUBLIC_URL>/api/search/oauth/callback' }),
  publicUrlSet: Type.Boolean({ description: 'false: PUBLIC_URL is not set, so redirectUri is a placeholder and Connect is refused' })
})
export const OAuthClientBody = Type.Object({
  clientId: Type.String({ minLength: 1, maxLength: 300, pattern: '\\S' }),
  clientSecret: Type.String({ minLength: 1, maxLength: 300, pattern: '\\S', description: 'Write-only' })
})
