// Which property stands for which saved domain, and the search settings' checks: a domain
// property covers its subdomains, a URL-prefix its host (and the www. twin), the closest
// readable one wins per source; a bad setting is one clear error.
import { ConfigError } from '../src/platform/errors'
import { matchProperties, type MatchProperty } from '../src/components/search/matching'
import { propertyHost } from '../src/components/search/providers/provider'
import { loadSearchSettings } from '../src/components/search/settings'

let next = 0
const prop = (siteUrl: string, permission = 'siteOwner', accountKind: MatchProperty['accountKind'] = 'google-oauth'): MatchProperty => ({ id: ++next, siteUrl, permission, accountKind, ...propertyHost(siteUrl)! })

describe('matching properties to saved domains', () => {
  test('domain property covers subdomains; URL-prefix its host; closest readable wins; the rest is not monitored', () => {
    const parent = prop('sc-domain:example.com')
    const shopHttp = prop('http://shop.example.com/')
    const shopHttps = prop('https://shop.example.com/')
    const unverified = prop('sc-domain:blog.example.com', 'siteUnverifiedUser')
    const www = prop('https://www.other.org/')
    const bing = prop('https://www.example.com/', 'verified', 'bing')
    const stray = prop('https://stray.net/')
    const m = matchProperties([parent, shopHttp, shopHttps, unverified, www, bing, stray], [
      { id: 'a', domain: 'example.com' }, { id: 'b', domain: 'shop.example.com' }, { id: 'c', domain: 'blog.example.com' },
      { id: 'd', domain: 'other.org' }, { id: 'e', domain: 'nothing.io' }, { id: 'f', domain: 'deep.api.example.com' }
    ])
    expect(m.bySite.get('a')).toEqual({ google: parent, bing })
    expect(m.bySite.get('b')?.google).toBe(shopHttps)
    // The readable parent beats the unverified exact one.
    expect(m.bySite.get('c')?.google).toBe(parent)
    expect(m.bySite.get('d')?.google).toBe(www)
    expect(m.bySite.get('f')?.google).toBe(parent)
    expect(m.withoutProperty.map((d) => d.id)).toEqual(['e'])
    expect(m.notMonitored).toEqual([shopHttp, unverified, stray])
  })

  test('property hosts: sc-domain and URL prefixes; anything else is no property', () => {
    expect(propertyHost('sc-domain:Example.COM')).toEqual({ kind: 'domain', host: 'example.com' })
    expect(propertyHost('https://www.example.com:8443/blog/')).toEqual({ kind: 'url-prefix', host: 'www.example.com' })
    expect(propertyHost('android-app://com.example/')).toBeNull()
    expect(propertyHost('sc-domain:')).toBeNull()
  })
})

describe('search settings', () => {
  test('defaults, PUBLIC_URL noticed, the OAuth client in pairs, bounded numbers', () => {
    expect(loadSearchSettings({})).toMatchObject({ googleApiUrl: 'https://www.googleapis.com/webmasters/v3', publicUrlSet: false, dropPercent: 50, dropMinClicks: 100, oauthClientId: undefined })
    expect(loadSearchSettings({ PUBLIC_URL: 'https://fleet.example.com', GOOGLE_OAUTH_CLIENT_ID: 'id', GOOGLE_OAUTH_CLIENT_SECRET: 's' })).toMatchObject({ publicUrlSet: true, oauthClientId: 'id', oauthClientSecret: 's' })
    expect(() => loadSearchSettings({ GOOGLE_OAUTH_CLIENT_ID: 'id' })).toThrow(new ConfigError('GOOGLE_OAUTH_CLIENT_ID and GOOGLE_OAUTH_CLIENT_SECRET go together: set both or neither'))
    expect(() => loadSearchSettings({ SEARCH_DROP_PERCENT: '0' })).toThrow(/SEARCH_DROP_PERCENT must be a whole number of percent from 1 to 100 \(got "0"\)/)
    expect(() => loadSearchSettings({ SEARCH_BING_API_URL: 'ftp://x' })).toThrow(/SEARCH_BING_API_URL must be an http or https URL/)
    // URL Inspection: weekly, within Google's per-property quotas unless told otherwise.
    expect(loadSearchSettings({})).toMatchObject({ googleInspectionUrl: 'https://searchconsole.googleapis.com/v1', inspectEveryDays: 7, inspectPerDay: 2000, inspectIntervalMs: 120 })
    expect(loadSearchSettings({ SEARCH_INSPECT_EVERY_DAYS: '14', SEARCH_GOOGLE_INSPECTION_URL: 'https://proxy.example/gsc/' })).toMatchObject({ inspectEveryDays: 14, googleInspectionUrl: 'https://proxy.example/gsc' })
    expect(loadSearchSettings({})).toMatchObject({ sitemapsEveryDays: 7 })
    expect(loadSearchSettings({ SEARCH_SITEMAPS_EVERY_DAYS: '3' })).toMatchObject({ sitemapsEveryDays: 3 })
    expect(() => loadSearchSettings({ SEARCH_SITEMAPS_EVERY_DAYS: '0' })).toThrow('SEARCH_SITEMAPS_EVERY_DAYS')
    expect(() => loadSearchSettings({ SEARCH_INSPECT_PER_DAY: '5000' })).toThrow(/SEARCH_INSPECT_PER_DAY must be a whole number of calls per property from 1 to 2000 \(got "5000"\)/)
    // The per-project quota the weekly round is spaced to: Google's 15,000 a minute, lower when shared.
    expect(loadSearchSettings({})).toMatchObject({ inspectProjectPerMinute: 15_000 })
    expect(loadSearchSettings({ SEARCH_INSPECT_PROJECT_PER_MINUTE: '6000' })).toMatchObject({ inspectProjectPerMinute: 6000 })
    expect(() => loadSearchSettings({ SEARCH_INSPECT_PROJECT_PER_MINUTE: '0' })).toThrow(/SEARCH_INSPECT_PROJECT_PER_MINUTE must be a whole number of calls a minute from 1 to 1000000 \(got "0"\)/)
  })
})
