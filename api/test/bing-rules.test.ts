// The small rules behind the Bing check: page classification edge cases, robots.txt
// "disallows all", the likely-cause texts and the BING_* settings.
import { likelyCause, siteCause } from '../src/components/indexing/jobs/causes'
import { classifyBingPage } from '../src/components/indexing/jobs/classify'
import { loadBingSettings } from '../src/components/indexing/settings'
import { loadConfig } from '../src/configuration'
import { ConfigError } from '../src/platform/errors'
import { robotsBlocksAll } from '../src/components/indexing/jobs/robots'

const page = (body: string, finalUrl = 'https://www.bing.com/search?q=site%3Aa.example', status = 200) => ({ status, body, finalUrl })

describe('classifyBingPage', () => {
  test('a link wrapped by Bing (/ck/a?u=a1<base64>) counts for its real host', () => {
    const u = 'a1' + Buffer.from('https://shop.a.example/x').toString('base64url')
    const body = `<ol id="b_results"><li class="b_algo"><h2><a href="https://www.bing.com/ck/a?!&&p=1&u=${u}">x</a></h2></li></ol>`
    expect(classifyBingPage(page(body), 'a.example')).toEqual({ state: 'indexed', reason: '1 result on the first page' })
  })

  test('a look-alike host (evil-a.example, a.example.evil) is not the domain', () => {
    const body = '<li class="b_algo"><a href="https://evil-a.example/">x</a><cite>https://a.example.evil › x</cite></li>'
    expect(classifyBingPage(page(body), 'a.example').state).toBe('unknown')
  })

  test('a redirect to the captcha path is unknown even when the page looks empty', () => {
    expect(classifyBingPage(page('<p>There are no results for site:a.example</p>', 'https://www.bing.com/turing/captcha/challenge'), 'a.example'))
      .toEqual({ state: 'unknown', reason: 'Bing answered with a captcha, consent or block page' })
  })

  test('an empty 200 page and a 200 page with only a script are unknown', () => {
    expect(classifyBingPage(page(''), 'a.example').state).toBe('unknown')
    expect(classifyBingPage(page('<script>document.write("There are no results for")</script>'), 'a.example').state).toBe('unknown')
  })

  test('a 404 carrying the no-results block is still unknown (only a 200 page is an answer)', () => {
    expect(classifyBingPage(page('<li class="b_no">There are no results for x</li>', undefined, 404), 'a.example'))
      .toEqual({ state: 'unknown', reason: 'HTTP 404 from Bing' })
  })
})

describe('robotsBlocksAll', () => {
  test.each([
    ['User-agent: *\nDisallow: /', true],
    ['User-agent: *\r\nDisallow: /*   # everything', true],
    ['user-agent: Googlebot\nuser-agent: *\ndisallow: /', true],
    ['User-agent: *\nDisallow: /admin/', false],
    ['User-agent: *\nDisallow:', false],
    ['User-agent: *\nDisallow: /\nAllow: /public/', false],
    ['User-agent: Googlebot\nDisallow: /', false],
    // Bing's own group wins over the * group, both ways.
    ['User-agent: bingbot\nDisallow: /\n\nUser-agent: *\nDisallow:', true],
    ['User-agent: bingbot\nDisallow: /private\n\nUser-agent: *\nDisallow: /', false],
    ['', false],
    ['<html>Not a robots file</html>', false]
  ])('%j → %s', (robots, blocked) => {
    expect(robotsBlocksAll(robots)).toBe(blocked)
  })
})

describe('causes', () => {
  test('siteCause reads noindex and robots.txt from the stored scan', () => {
    expect(siteCause(JSON.stringify({ noindex: true, robotsTxt: 'User-agent: *\nDisallow: /' }))).toBe('noindex meta/header; robots.txt disallows all')
    expect(siteCause(JSON.stringify({ noindex: false, robotsTxt: 'User-agent: *\nAllow: /' }))).toBeNull()
    expect(siteCause(undefined)).toBeNull()
    expect(siteCause('not json')).toBeNull()
  })

  test('likelyCause adds a non-200 status, ignores 200 and "never fetched"', () => {
    expect(likelyCause(404, null)).toBe('status 404')
    expect(likelyCause(503, 'noindex meta/header')).toBe('status 503; noindex meta/header')
    expect(likelyCause(200, null)).toBeUndefined()
    expect(likelyCause(0, null)).toBeUndefined()
    expect(likelyCause(null, 'robots.txt disallows all')).toBe('robots.txt disallows all')
  })
})

describe('BING_* settings', () => {
  test('defaults: the search provider, one query every 4 s ± 2 s', () => {
    expect(loadBingSettings({})).toEqual({ provider: 'search', requestIntervalMs: 4000, requestJitterMs: 2000 })
    expect(loadBingSettings({ BING_PROVIDER: 'Search', BING_REQUEST_INTERVAL_MS: '0', BING_REQUEST_JITTER_MS: '250' }))
      .toEqual({ provider: 'search', requestIntervalMs: 0, requestJitterMs: 250 })
  })

  test.each([
    [{ BING_PROVIDER: 'webmaster' }, 'BING_PROVIDER'],
    [{ BING_REQUEST_INTERVAL_MS: '-1' }, 'BING_REQUEST_INTERVAL_MS'],
    [{ BING_REQUEST_JITTER_MS: 'soon' }, 'BING_REQUEST_JITTER_MS']
  ])('%j stops start-up naming the variable', (env, name) => {
    expect(() => loadConfig({ JWT_SECRET: 'j'.repeat(40), ...env })).toThrow(ConfigError)
    expect(() => loadConfig({ JWT_SECRET: 'j'.repeat(40), ...env })).toThrow(name)
  })
})
