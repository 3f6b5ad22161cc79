import { act, screen, within } from '@testing-library/react'
import { ROUTE_TABLE, useAuthStore, useCategoryStore } from '@sitefleet/shared'
import { adminToken, makeToken, userToken } from '@sitefleet/shared/src/testing/tokens'
import { renderApp, resetStores } from '../testing/render-app'
import { pagesForPath } from '../remotes/route-pages'

jest.mock('../remotes/remote-page', () => ({
  RemotePage: jest.requireActual('../testing/remote-page-stub').RemotePageStub,
}))

afterEach(resetStores)

/** Routes the shell renders itself rather than through a remote page. */
const SHELL_SCREENS = new Set(['/admin/remote-override'])

const loginAs = (token: string, name = 'Someone') => act(() => useAuthStore.getState().login(token, name))

/** A concrete URL for a route pattern. */
const example = (pattern: string) =>
  pattern
    .replace(':type', 'natural')
    .replace(':email', 'ops%40example.com')
    .replace(':server', 'web-1')
    .replace(':userId', 'u42')

describe('route guard', () => {
  it('sends a visitor without a token to /login', async () => {
    const { location } = renderApp('/domain-errors/natural')
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument()
    expect(location().pathname).toBe('/login')
  })

  it('sends a user away from an admin route', async () => {
    loginAs(userToken())
    const { location } = renderApp('/admin/users')
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument()
    expect(location().pathname).toBe('/login')
  })

  it('sends an admin away from a user-only route', async () => {
    loginAs(adminToken())
    const { location } = renderApp('/hosting-form')
    await screen.findByRole('button', { name: 'Login' })
    expect(location().pathname).toBe('/login')
  })

  it('renders an admin route for an admin, in the admin layout', () => {
    loginAs(adminToken())
    const { location } = renderApp('/admin/users')
    expect(screen.getByTestId('remote-page')).toHaveTextContent('mfe_admin ./UsersPage admin')
    expect(screen.getByRole('navigation', { name: 'Sidebar' })).toHaveTextContent('Create User')
    expect(location().pathname).toBe('/admin/users')
  })

  it('sends an expired or undecodable token to /login', async () => {
    loginAs(makeToken({ role: 'admin', exp: Math.floor(Date.now() / 1000) - 60 }))
    const first = renderApp('/admin/users')
    await screen.findByRole('button', { name: 'Login' })
    expect(first.location().pathname).toBe('/login')
    first.unmount()

    loginAs('garbage')
    const second = renderApp('/products/natural')
    await screen.findByRole('button', { name: 'Login' })
    expect(second.location().pathname).toBe('/login')
  })

  it('redirects at once when a call comes back 401 and the client logs out', async () => {
    loginAs(userToken())
    const { location } = renderApp('/hosting-data')
    expect(screen.getByTestId('remote-page')).toBeInTheDocument()
    act(() => useAuthStore.getState().logout())
    await screen.findByRole('button', { name: 'Login' })
    expect(location().pathname).toBe('/login')
  })
})

describe('route table', () => {
  it('redirects / and unknown paths to /login', () => {
    loginAs(userToken())
    expect(renderApp('/').location().pathname).toBe('/login')
    expect(renderApp('/no/such/page').location().pathname).toBe('/login')
    expect(renderApp('/admin').location().pathname).toBe('/login')
  })

  it('sends the return from Google\'s consent page (/?searchConnect=) to the Search screen of the remembered category', () => {
    loginAs(userToken())
    useCategoryStore.getState().setCategory('casino')
    const user = renderApp('/?searchConnect=ok&searchAccount=a-1').location()
    expect(user.pathname).toBe('/search/casino')
    expect(user.search).toBe('?searchConnect=ok&searchAccount=a-1')
    loginAs(adminToken())
    expect(renderApp('/?searchConnect=failed').location().pathname).toBe('/admin/search/casino')
  })

  it.each(ROUTE_TABLE.filter((r) => r.access !== 'public').map((r) => [r.pattern, r.access] as const))(
    '%s is open to %s and to nobody else',
    (pattern, access) => {
      const url = example(pattern)
      for (const role of ['admin', 'user'] as const) {
        loginAs(role === 'admin' ? adminToken() : userToken())
        const { location, unmount } = renderApp(url)
        const allowed = access === 'any' || access === role
        expect([role, location().pathname]).toEqual([role, allowed ? url.replace(/\?.*/, '') : '/login'])
        if (allowed && !SHELL_SCREENS.has(pattern)) expect(screen.getAllByTestId('remote-page')[0]).toHaveTextContent(` ${access === 'any' ? role : access}`)
        unmount()
      }
    }
  )

  it('maps each route to its remote module', () => {
    const cases: Array<[string, string, string]> = [
      ['/urlscan/natural', 'user', 'mfe_domains ./UrlScanPage user'],
      ['/domains/', 'user', 'mfe_domains ./DomainListPage user'],
      ['/domain-errors/casino', 'user', 'mfe_domains ./DomainErrorsPage user'],
      ['/affiliate-errors/casino', 'user', 'mfe_domains ./AffiliateErrorsPage user'],
      ['/domain-expire/casino', 'user', 'mfe_domains ./DomainExpirePage user'],
      ['/ssl-expire/casino', 'user', 'mfe_domains ./CertificatesPage user'],
      ['/admin/ssl-expire/dating', 'admin', 'mfe_domains ./CertificatesPage admin'],
      ['/reputation/casino', 'user', 'mfe_domains ./ReputationPage user'],
      ['/hosting-expire/casino', 'user', 'mfe_hosting ./HostingExpirePage user'],
      ['/not-index/casino', 'user', 'mfe_indexing ./NotIndexedPage user'],
      ['/search/casino', 'user', 'mfe_indexing ./SearchPage user'],
      ['/search/natural/site/d-1', 'user', 'mfe_indexing ./SearchSitePage user'],
      ['/hosting-form', 'user', 'mfe_hosting ./HostingFormPage user'],
      ['/hosting-data', 'user', 'mfe_hosting ./HostingDataPage user'],
      ['/hosting/domains/a%40b.com/s1', 'user', 'mfe_hosting ./ServerDomainsPage user'],
      ['/servers/a%40b.com', 'user', 'mfe_hosting ./ServersPage user'],
      ['/admin/signup', 'admin', 'mfe_admin ./SignupPage admin'],
      ['/admin/urlscan/dating', 'admin', 'mfe_domains ./UrlScanPage admin'],
      ['/admin/user/u1/domains', 'admin', 'mfe_admin ./UserDomainsPage admin'],
      ['/admin/domains/casino', 'admin', 'mfe_domains ./DomainListPage admin'],
      ['/admin/not-index/natural', 'admin', 'mfe_indexing ./NotIndexedPage admin'],
      ['/admin/search/natural', 'admin', 'mfe_indexing ./SearchPage admin'],
      ['/admin/servers/a%40b.com', 'admin', 'mfe_hosting ./ServersPage admin'],
      ['/alerts', 'user', 'mfe_alerts ./AlertsPage user'],
      ['/alerts/settings', 'user', 'mfe_alerts ./AlertSettingsPage user'],
      ['/incidents', 'user', 'mfe_alerts ./IncidentsPage user'],
      ['/incidents/12', 'user', 'mfe_alerts ./IncidentPage user'],
      ['/admin/alerts', 'admin', 'mfe_alerts ./AlertsPage admin'],
      ['/admin/alerts/settings', 'admin', 'mfe_alerts ./AlertSettingsPage admin'],
      ['/admin/incidents', 'admin', 'mfe_alerts ./IncidentsPage admin'],
      ['/admin/incidents/12', 'admin', 'mfe_alerts ./IncidentPage admin'],
      ['/changes/casino', 'user', 'mfe_domains ./ChangesPage user'],
      ['/admin/changes/natural', 'admin', 'mfe_domains ./ChangesPage admin'],
      ['/footprints/casino', 'user', 'mfe_domains ./FootprintsPage user'],
      ['/admin/footprints/dating', 'admin', 'mfe_domains ./FootprintsPage admin'],
      ['/registrars', 'user', 'mfe_hosting ./RegistrarsPage user'],
      ['/admin/registrars', 'admin', 'mfe_hosting ./RegistrarsPage admin'],
      ['/renewals/casino', 'user', 'mfe_domains ./RenewalsPage user'],
      ['/admin/renewals/dating', 'admin', 'mfe_domains ./RenewalsPage admin'],
      ['/admin/locations', 'admin', 'mfe_admin ./LocationsPage admin'],
      ['/admin/search-google', 'admin', 'mfe_admin ./SearchOAuthPage admin'],
    ]
    for (const [url, role, expected] of cases) {
      loginAs(role === 'admin' ? adminToken() : userToken())
      const { unmount } = renderApp(url)
      expect(screen.getByTestId('remote-page')).toHaveTextContent(expected)
      unmount()
    }
  })

  it('/products/{type} renders in the admin layout for admins and the user layout for users', () => {
    loginAs(adminToken())
    const admin = renderApp('/products/casino')
    expect(screen.getByTestId('remote-page')).toHaveTextContent('mfe_domains ./ProductsPage admin')
    expect(screen.getByRole('navigation', { name: 'Sidebar' })).toHaveTextContent('Create User')
    admin.unmount()

    loginAs(userToken())
    renderApp('/products/casino')
    expect(screen.getByTestId('remote-page')).toHaveTextContent('mfe_domains ./ProductsPage user')
    expect(screen.getByRole('navigation', { name: 'Sidebar' })).toHaveTextContent('URL Scan')
  })

  it('the admin dashboard shows the overview above the products grid, as two separate remotes', () => {
    loginAs(adminToken())
    renderApp('/admin/products/natural')
    const pages = within(screen.getByRole('main')).getAllByTestId('remote-page')
    expect(pages.map((p) => p.textContent)).toEqual([
      'mfe_admin ./AdminOverview admin',
      'mfe_domains ./ProductsPage admin',
    ])
  })

  it('pagesForPath (used to preload before the router renders) names exactly the pages each route renders', () => {
    for (const { pattern, access } of ROUTE_TABLE.filter((r) => r.access !== 'public' && !SHELL_SCREENS.has(r.pattern))) {
      const url = example(pattern)
      loginAs(access === 'admin' ? adminToken() : userToken())
      const { unmount } = renderApp(url)
      const rendered = within(screen.getByRole('main'))
        .getAllByTestId('remote-page')
        .map((p) => p.textContent!.split(' ').slice(0, 2).join(' '))
      expect([url, pagesForPath(url.replace(/\?.*/, '')).map((p) => `${p.remote} ${p.module}`)]).toEqual([url, rendered])
      unmount()
    }
    expect(pagesForPath('/login')).toEqual([])
    expect(pagesForPath('/no/such/page')).toEqual([])
  })
})
