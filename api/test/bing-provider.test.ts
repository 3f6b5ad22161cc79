// The default index provider against the farm's fake Bing: each kind of answer is classified,
// and nothing that is not Bing's explicit "no results" page ever becomes "not-indexed".
import { bingSpacing } from '../src/components/indexing/jobs/bing-index-check'
import { BingSearchProvider, siteQueryUrl } from '../src/components/indexing/jobs/search-provider'
import { SharedResultProvider } from '../src/components/indexing/jobs/shared-results'
import type { OutboundClient } from '../src/platform/outbound'
import { assertFarmCaTrusted, type Farm, startFarm } from './farm'
import { bingQueries } from './farm/sites/bing'
import { farmClient } from './helpers/outbound'

const SEARCH_URL = 'https://bing.farm.test/search'
let farm: Farm
let client: OutboundClient

beforeAll(async () => {
  assertFarmCaTrusted()
  farm = await startFarm()
  client = farmClient(farm, { responseTimeoutMs: 3000, totalTimeoutMs: 5000 })
})
afterAll(async () => {
  await client.close()
  await farm.close()
})
beforeEach(() => { bingQueries.length = 0 })

const provider = (url = SEARCH_URL) => new BingSearchProvider(client, url)

describe('classification of the fake Bing pages', () => {
  test.each([
    ['indexed-shop.example', 'indexed', '3 results on the first page'],
    ['nothing-here.example', 'not-indexed', 'Bing has no results for site:nothing-here.example'],
    // "captcha" in the echoed query of a no-results page is not a captcha page.
    ['not-a-captcha.example', 'not-indexed', 'Bing has no results for site:not-a-captcha.example'],
    ['captcha-wall.example', 'unknown', 'Bing answered with a captcha, consent or block page'],
    ['consent-eu.example', 'unknown', 'Bing answered with a captcha, consent or block page'],
    ['blocked-ip.example', 'unknown', 'HTTP 429 from Bing'],
    ['broken-bing.example', 'unknown', 'HTTP 503 from Bing'],
    ['redesign-2027.example', 'unknown', 'unexpected Bing page layout'],
    ['foreign-only.example', 'unknown', 'Bing returned results for other sites only']
  ])('%s → %s', async (domain, state, reason) => {
    expect(await provider().check(domain)).toEqual({ state, reason })
    expect(bingQueries).toEqual([`site:${domain}`])
  })

  test('Bing out of reach is unknown, not "not indexed"', async () => {
    const result = await provider('https://no-such-bing.example/search').check('nothing-here.example')
    expect(result.state).toBe('unknown')
    expect(result.reason).toMatch(/^Bing could not be reached: .*does not exist/)
  })
})

describe('the query', () => {
  test('is BING_SEARCH_URL?q=site:{domain}, keeping parameters the URL already has', () => {
    expect(siteQueryUrl('https://www.bing.com/search', 'example.com')).toBe('https://www.bing.com/search?q=site%3Aexample.com')
    expect(siteQueryUrl('https://bing.example/search?setlang=en&q=old', 'a.example')).toBe('https://bing.example/search?setlang=en&q=site%3Aa.example')
  })

  test('one name asked by several checks at once goes to Bing once', async () => {
    const shared = new SharedResultProvider(provider(), 60_000)
    const answers = await Promise.all([shared.check('indexed-twice.example'), shared.check('indexed-twice.example')])
    expect(answers.map((a) => a.state)).toEqual(['indexed', 'indexed'])
    expect(await shared.check('indexed-twice.example')).toEqual(answers[0])
    expect(bingQueries).toEqual(['site:indexed-twice.example'])
  })

  test('after the time to live the name is asked again', async () => {
    const shared = new SharedResultProvider(provider(), 0)
    await shared.check('nothing-here.example')
    await new Promise((resolve) => setTimeout(resolve, 5))
    await shared.check('nothing-here.example')
    expect(bingQueries).toHaveLength(2)
  })
})

describe('bingSpacing', () => {
  test('spaces queries by the interval ± a uniformly random jitter', () => {
    const at = (r: number) => bingSpacing({ provider: 'search', requestIntervalMs: 4000, requestJitterMs: 2000 }, () => r)
    expect([at(0), at(0.5), at(0.999999)]).toEqual([2000, 4000, 6000])
    expect(bingSpacing({ provider: 'search', requestIntervalMs: 1000, requestJitterMs: 5000 }, () => 0)).toBe(0)
    expect(bingSpacing({ provider: 'search', requestIntervalMs: 250, requestJitterMs: 0 })).toBe(250)
  })

  test('the provider asks for its turn right before each query', async () => {
    const turns: string[] = []
    const answer = await provider().check('nothing-turn.example', { beforeQuery: async () => { turns.push(`turn ${bingQueries.length}`) } })
    expect({ state: answer.state, turns, bingQueries }).toEqual({ state: 'not-indexed', turns: ['turn 0'], bingQueries: ['site:nothing-turn.example'] })
  })
})
