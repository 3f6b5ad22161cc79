import { ROUTE_TABLE, paths, sidebarLinks, sidebarSections } from './paths'

const hrefs = (items: ReturnType<typeof sidebarLinks>) => items.map((i) => (i.kind === 'link' ? i.to : i.label))

const USER_SEED = ['/products/natural', '/urlscan/natural', '/domains/', '/domain-errors/natural', '/affiliate-errors/natural', '/domain-expire/natural', '/not-index/natural', '/hosting-form', '/hosting-data', '/hosting-expire/natural', 'Logout']
const ADMIN_SEED = ['/admin/products/casino', '/admin/domains/casino', '/admin/signup', '/admin/affiliate-errors/casino', '/admin/domain-errors/casino', '/admin/domain-expire/casino', '/admin/not-index/casino', '/admin/hosting-form', '/admin/hosting-data', '/admin/hosting-expire/casino', 'Logout']

describe('sidebarLinks', () => {
  it('keeps the admin entries of the spec in their relative order, among the added ones', () => {
    const all = hrefs(sidebarLinks('admin', 'casino'))
    expect(all.filter((h) => ADMIN_SEED.includes(h))).toEqual(ADMIN_SEED)
    expect(all).toEqual([
      '/admin/overview/casino',
      '/admin/products/casino', '/admin/domains/casino', '/admin/import/casino', '/admin/changes/casino', '/admin/footprints/casino',
      '/admin/signup',
      '/admin/affiliate-errors/casino', '/admin/domain-errors/casino', '/admin/domain-expire/casino', '/admin/not-index/casino', '/admin/search/casino', '/admin/ssl-expire/casino', '/admin/reputation/casino',
      '/admin/hosting-form', '/admin/hosting-data', '/admin/hosting-expire/casino',
      '/admin/renewals/casino', '/admin/registrars',
      '/admin/alerts', '/admin/incidents',
      '/admin/locations', '/admin/search-google',
      'Logout',
    ])
  })

  it('keeps the user entries of the spec in their relative order, among the added ones', () => {
    const all = hrefs(sidebarLinks('user', 'natural'))
    expect(all.filter((h) => USER_SEED.includes(h))).toEqual(USER_SEED)
    expect(all).toEqual([
      '/overview/natural',
      '/products/natural', '/urlscan/natural', '/domains/', '/import/natural', '/changes/natural', '/footprints/natural',
      '/domain-errors/natural', '/affiliate-errors/natural', '/domain-expire/natural', '/not-index/natural', '/search/natural', '/ssl-expire/natural', '/reputation/natural',
      '/hosting-form', '/hosting-data', '/hosting-expire/natural',
      '/renewals/natural', '/registrars',
      '/alerts', '/incidents',
      'Logout',
    ])
  })

  it('groups the entries under headings a newcomer can read', () => {
    const sections = sidebarSections(sidebarLinks('user', 'natural')).map((s) => [s.group, s.items.map((i) => i.label)])
    expect(sections).toEqual([
      [null, ['Overview']],
      ['Sites', ['Products', 'URL Scan', 'Domains', 'Import', 'Changes', 'Footprints']],
      ['Health', ['Domain Errors', 'Affiliate Errors', 'Domain Expire', 'Not Indexed', 'Search', 'Certificates', 'Reputation']],
      ['Hosting', ['Add Hosting', 'Hosting Data', 'Hosting Expire']],
      ['Renewals and Registrars', ['Renewals', 'Registrars']],
      ['Alerts', ['Alerts', 'Incidents']],
      [null, ['Logout']],
    ])
    expect(sidebarSections(sidebarLinks('admin', 'natural')).map((s) => s.group)).toEqual(
      [null, 'Sites', 'People', 'Health', 'Hosting', 'Renewals and Registrars', 'Alerts', null, null, null]
    )
  })
})

describe('paths', () => {
  it('builds role-specific links and URL-encodes dynamic parts', () => {
    expect(paths.products('admin', 'dating')).toBe('/admin/products/dating')
    expect(paths.products('user', 'natural')).toBe('/products/natural')
    expect(paths.servers('user', 'ops+1@example.com')).toBe('/servers/ops%2B1%40example.com')
    expect(paths.servers('admin', 'a@b.com')).toBe('/admin/servers/a%40b.com')
    expect(paths.serverDomains('user', 'a@b.com', 'web 1')).toBe('/hosting/domains/a%40b.com/web%201')
    expect(paths.serverDomains('admin', 'a@b.com', 's1')).toBe('/admin/hosting/domains/a%40b.com/s1')
    expect(paths.userDomains('42', 'Jane & John')).toBe('/admin/user/42/domains?name=Jane%20%26%20John')
    expect(paths.urlScan('admin', 'casino')).toBe('/admin/urlscan/casino')
    expect(paths.alerts('user')).toBe('/alerts')
    expect(paths.sslExpire('user', 'casino')).toBe('/ssl-expire/casino')
    expect(paths.sslExpire('admin', 'dating')).toBe('/admin/ssl-expire/dating')
    expect(paths.alertSettings('admin')).toBe('/admin/alerts/settings')
    expect(paths.incidents('admin')).toBe('/admin/incidents')
    expect(paths.incident('user', 12)).toBe('/incidents/12')
    expect(paths.changes('user', 'casino')).toBe('/changes/casino')
    expect(paths.changes('admin', 'dating')).toBe('/admin/changes/dating')
    expect(paths.footprints('user', 'natural')).toBe('/footprints/natural')
    expect(paths.footprints('admin', 'casino')).toBe('/admin/footprints/casino')
    expect(paths.apiTokens('user')).toBe('/api-tokens')
    expect(paths.apiTokens('admin')).toBe('/admin/api-tokens')
    expect(paths.import('user', 'casino')).toBe('/import/casino')
    expect(paths.import('admin', 'dating')).toBe('/admin/import/dating')
    expect(paths.overview('user', 'casino')).toBe('/overview/casino')
    expect(paths.overview('admin', 'dating')).toBe('/admin/overview/dating')
    expect(paths.registrars('user')).toBe('/registrars')
    expect(paths.registrars('admin')).toBe('/admin/registrars')
    expect(paths.renewals('user', 'casino')).toBe('/renewals/casino')
    expect(paths.renewals('admin', 'dating')).toBe('/admin/renewals/dating')
    expect(paths.reputation('user', 'casino')).toBe('/reputation/casino')
    expect(paths.reputation('admin', 'dating')).toBe('/admin/reputation/dating')
  })

  it('sends users to /domains/ (optionally ?category=) and admins to their per-category list', () => {
    expect(paths.domains('user', 'casino')).toBe('/domains/')
    expect(paths.domains('user', 'natural', 'Keto & Diet')).toBe('/domains?category=Keto%20%26%20Diet')
    expect(paths.domains('admin', 'casino')).toBe('/admin/domains/casino')
    expect(paths.domains('admin', 'casino', 'Slots')).toBe('/admin/domains/casino?category=Slots')
  })

  it('route table has every spec route once, plus the overview, alert, import, change, footprint, API token, locations, reputation, search, Google sign-in, incident and remote override screens', () => {
    const patterns = ROUTE_TABLE.map((r) => r.pattern)
    expect(new Set(patterns).size).toBe(patterns.length)
    expect(patterns).toHaveLength(62)
    expect(ROUTE_TABLE.filter((r) => r.access === 'admin')).toHaveLength(33)
    expect(ROUTE_TABLE.filter((r) => r.access === 'user')).toHaveLength(26)
    expect(patterns).toEqual(expect.arrayContaining(['/overview/:type', '/admin/overview/:type', '/alerts', '/alerts/settings', '/admin/alerts', '/admin/alerts/settings', '/import/:type', '/admin/import/:type', '/ssl-expire/:type', '/admin/ssl-expire/:type', '/changes/:type', '/admin/changes/:type', '/footprints/:type', '/admin/footprints/:type', '/api-tokens', '/admin/api-tokens', '/admin/locations', '/registrars', '/admin/registrars', '/renewals/:type', '/admin/renewals/:type', '/reputation/:type', '/admin/reputation/:type', '/search/:type', '/search/:type/site/:domainId', '/admin/search/:type', '/incidents', '/incidents/:id', '/admin/incidents', '/admin/incidents/:id', '/admin/search-google', '/admin/remote-override']))
  })
})
