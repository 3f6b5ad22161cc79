import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { LOGOUT_REDIRECT_MS, apiClient, useAuthStore, useCategoryStore } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { adminToken, userToken } from '@sitefleet/shared/src/testing/tokens'
import { renderApp, resetStores } from '../../testing/render-app'

jest.mock('../../remotes/remote-page', () => ({
  RemotePage: jest.requireActual('../../testing/remote-page-stub').RemotePageStub,
}))

let server: TestServer
// The server answers the session token with the dating claim; it replaces the stored one.
const datingToken = userToken({ sub: 'u1', dating: true })

beforeAll(async () => {
  server = await startTestServer({
    'POST /auth/dating-access': ({ body }) =>
      (body as { password: string }).password === 'open-sesame'
        ? { body: { success: true, message: 'Access granted', jwtToken: datingToken } }
        : { status: 403, body: { success: false, message: 'Incorrect password.' } },
  })
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
})
afterEach(() => {
  jest.restoreAllMocks()
  jest.useRealTimers()
  resetStores()
})
afterAll(() => server.close())

const loginAs = (token: string, name: string | null) => act(() => useAuthStore.getState().login(token, name ?? ''))
const links = () =>
  within(screen.getByRole('navigation', { name: 'Sidebar' }))
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'))

describe('header', () => {
  it('greets the saved name, falling back to User', () => {
    loginAs(userToken(), 'Uma User')
    const first = renderApp('/products/natural')
    expect(screen.getByRole('banner')).toHaveTextContent('Welcome, Uma User')
    first.unmount()

    loginAs(userToken({ name: '' }), null)
    renderApp('/products/natural')
    expect(screen.getByText('Welcome, User')).toBeInTheDocument()
  })

  it("the user menu links to the API tokens page of the caller's layout", async () => {
    loginAs(userToken(), 'Uma')
    const user = renderApp('/products/natural')
    await userEvent.setup().click(screen.getByText('Welcome, Uma'))
    expect(within(screen.getByRole('list', { name: 'User menu' })).getByRole('link', { name: 'API tokens' })).toHaveAttribute('href', '/api-tokens')
    user.unmount()

    loginAs(adminToken(), 'Ada')
    renderApp('/admin/products/natural')
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'API tokens', hidden: true })).toHaveAttribute('href', '/admin/api-tokens')
  })

  it('selects the category named by the last path segment, else shows the stored one', () => {
    loginAs(userToken(), 'Uma')
    const casino = renderApp('/domain-errors/casino')
    const select = screen.getByRole('combobox', { name: 'Category' })
    expect(select).toHaveValue('casino')
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Supplement', 'Casino', 'Dating'])
    expect((within(select).getByRole('option', { name: 'Casino' }) as HTMLOptionElement).selected).toBe(true)
    casino.unmount()

    // Scope-neutral pages show the category their data comes from, not a bare "Category".
    for (const path of ['/hosting-form', '/hosting-data', '/domains/']) {
      const neutral = renderApp(path)
      expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('casino')
      expect(screen.getByTestId('remote-page')).toHaveAttribute('data-first-scope', 'casino/scraper')
      neutral.unmount()
    }
  })

  it('menu button toggles the sidebar', async () => {
    loginAs(userToken(), 'Uma')
    renderApp('/hosting-data')
    const menu = screen.getByRole('button', { name: 'Toggle menu' })
    const nav = screen.getByRole('navigation', { name: 'Sidebar' })
    expect(menu).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(menu)
    expect(menu).toHaveAttribute('aria-expanded', 'false')
    expect(nav).toHaveClass('app-sidebar--closed')
    await userEvent.click(menu)
    expect(nav).not.toHaveClass('app-sidebar--closed')
    expect(screen.getByRole('main')).toContainElement(screen.getByTestId('remote-page'))
  })
})

describe('sidebar', () => {
  it('user sidebar follows the sidebar order for the remembered category', () => {
    act(() => useCategoryStore.getState().setCategory('casino'))
    loginAs(userToken(), 'Uma')
    renderApp('/hosting-form')
    expect(links()).toEqual([
      '/overview/casino', '/products/casino', '/urlscan/casino', '/domains/', '/import/casino', '/changes/casino', '/footprints/casino',
      '/domain-errors/casino', '/affiliate-errors/casino', '/domain-expire/casino', '/not-index/casino', '/search/casino', '/ssl-expire/casino', '/reputation/casino',
      '/hosting-form', '/hosting-data', '/hosting-expire/casino', '/renewals/casino', '/registrars', '/alerts', '/incidents',
    ])
    expect(within(screen.getByRole('navigation', { name: 'Sidebar' })).getAllByRole('listitem').at(-1)).toHaveTextContent('Logout')
  })

  it('admin sidebar follows the sidebar order', () => {
    loginAs(adminToken(), 'Ada')
    renderApp('/admin/hosting-form')
    expect(links()).toEqual([
      '/admin/overview/natural', '/admin/products/natural', '/admin/domains/natural', '/admin/import/natural', '/admin/changes/natural', '/admin/footprints/natural',
      '/admin/signup', '/admin/affiliate-errors/natural', '/admin/domain-errors/natural', '/admin/domain-expire/natural', '/admin/not-index/natural', '/admin/search/natural', '/admin/ssl-expire/natural', '/admin/reputation/natural',
      '/admin/hosting-form', '/admin/hosting-data', '/admin/hosting-expire/natural', '/admin/renewals/natural', '/admin/registrars', '/admin/alerts', '/admin/incidents', '/admin/locations', '/admin/search-google',
    ])
  })

  it('links navigate', async () => {
    loginAs(userToken(), 'Uma')
    const { location } = renderApp('/hosting-form')
    await userEvent.click(screen.getByRole('link', { name: 'Domain Errors' }))
    expect(location().pathname).toBe('/domain-errors/natural')
    expect(screen.getByTestId('remote-page')).toHaveTextContent('./DomainErrorsPage')
  })

  it('Logout clears token and name, toasts "User Logged Out" and goes to /login after 1.5 s', async () => {
    jest.useFakeTimers()
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    loginAs(userToken(), 'Uma')
    const { location } = renderApp('/hosting-data')
    await user.click(screen.getByRole('button', { name: 'Logout' }))

    expect(screen.getByText('User Logged Out')).toBeInTheDocument()
    expect(localStorage.getItem('token')).toBeNull()
    expect(localStorage.getItem('loggedInUser')).toBeNull()
    act(() => jest.advanceTimersByTime(LOGOUT_REDIRECT_MS - 1))
    expect(location().pathname).toBe('/hosting-data')
    expect(screen.getByRole('navigation', { name: 'Sidebar' })).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(1))
    expect(location().pathname).toBe('/login')
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument()
    expect(LOGOUT_REDIRECT_MS).toBe(1500)
  })
})

const page = () => screen.getByTestId('remote-page')

describe('category from the URL', () => {
  it('admin: the URL\'s category becomes the stored one before the page renders', () => {
    act(() => useCategoryStore.getState().setCategory('casino'))
    loginAs(adminToken(), 'Ada')
    renderApp('/admin/domains/natural')
    expect(page()).toHaveTextContent('./DomainListPage')
    expect(page()).toHaveAttribute('data-first-scope', 'api/scraper')
    expect(localStorage.getItem('superCategory')).toBe('natural')
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('natural')
    expect(links()).toContain('/admin/hosting-expire/natural')
  })

  it('admin: scope-neutral pages keep the stored category, and show it', () => {
    act(() => useCategoryStore.getState().setCategory('dating'))
    loginAs(adminToken(), 'Ada')
    renderApp('/admin/users')
    expect(page()).toHaveAttribute('data-first-scope', 'dating/scraper')
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('dating')
    expect(localStorage.getItem('superCategory')).toBe('dating')
  })

  it('the Back button brings the previous page\'s category back with it', async () => {
    loginAs(adminToken(), 'Ada')
    const { location, back } = renderApp('/admin/domain-errors/natural')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'casino')
    expect(location().pathname).toBe('/admin/products/casino')
    expect(useCategoryStore.getState().scope).toBe('casino/scraper')

    back()
    expect(location().pathname).toBe('/admin/domain-errors/natural')
    expect(useCategoryStore.getState().scope).toBe('api/scraper')
    expect(page()).toHaveAttribute('data-first-scope', 'api/scraper')
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('natural')
  })

  it('user: casino from the URL needs no password', () => {
    const prompt = jest.spyOn(window, 'prompt')
    loginAs(userToken(), 'Uma')
    renderApp('/domain-expire/casino')
    expect(page()).toHaveAttribute('data-first-scope', 'casino/scraper')
    expect(localStorage.getItem('superCategory')).toBe('casino')
    expect(prompt).not.toHaveBeenCalled()
  })

  it('user: a dating URL asks for the password first; the right one opens the page on dating data', async () => {
    const prompt = jest.spyOn(window, 'prompt').mockReturnValue('open-sesame')
    act(() => useCategoryStore.getState().setCategory('casino'))
    loginAs(userToken(), 'Uma')
    const { location } = renderApp('/domain-errors/dating')
    expect(prompt).toHaveBeenCalledTimes(1)
    expect(await screen.findByTestId('remote-page')).toHaveAttribute('data-first-scope', 'dating/scraper')
    expect(location().pathname).toBe('/domain-errors/dating')
    expect(localStorage.getItem('superCategory')).toBe('dating')
    expect(server.requests.map((r) => r.path)).toEqual(['/auth/dating-access'])
  })

  it('user: a wrong dating password shows "Incorrect password." and the same page of the stored category', async () => {
    jest.spyOn(window, 'prompt').mockReturnValue('guess')
    act(() => useCategoryStore.getState().setCategory('casino'))
    loginAs(userToken(), 'Uma')
    const { location } = renderApp('/not-index/dating?x=1')
    expect(screen.queryByTestId('remote-page')).toBeNull()
    expect(await screen.findByText('Incorrect password.')).toBeInTheDocument()
    await waitFor(() => expect(location().pathname).toBe('/not-index/casino'))
    expect(location().search).toBe('?x=1')
    expect(page()).toHaveAttribute('data-first-scope', 'casino/scraper')
    expect(localStorage.getItem('superCategory')).toBe('casino')
  })

  it('user: a cancelled dating prompt calls nobody and keeps the stored category', async () => {
    jest.spyOn(window, 'prompt').mockReturnValue(null)
    loginAs(userToken(), 'Uma')
    const { location } = renderApp('/products/dating')
    await waitFor(() => expect(location().pathname).toBe('/products/natural'))
    expect(page()).toHaveAttribute('data-first-scope', 'api/scraper')
    expect(server.requests).toHaveLength(0)
  })

  it('another tab changing the stored category leaves a page whose URL names one alone', () => {
    loginAs(adminToken(), 'Ada')
    renderApp('/admin/domain-errors/natural')
    act(() => {
      localStorage.setItem('superCategory', 'casino')
      window.dispatchEvent(new StorageEvent('storage', { key: 'superCategory' }))
    })
    expect(useCategoryStore.getState().scope).toBe('api/scraper')
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('natural')
    // Not written back: the other tab keeps its choice (no ping-pong between tabs).
    expect(localStorage.getItem('superCategory')).toBe('casino')
  })
})

describe('category switch', () => {
  it('stores the category and opens its dashboard (admin: no prompt)', async () => {
    const prompt = jest.spyOn(window, 'prompt')
    loginAs(adminToken(), 'Ada')
    const { location } = renderApp('/admin/domain-errors/natural')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'dating')
    expect(location().pathname).toBe('/admin/products/dating')
    expect(localStorage.getItem('superCategory')).toBe('dating')
    expect(useCategoryStore.getState().scope).toBe('dating/scraper')
    expect(prompt).not.toHaveBeenCalled()
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('dating')
  })

  it('user layout: casino needs no password', async () => {
    const prompt = jest.spyOn(window, 'prompt')
    loginAs(userToken(), 'Uma')
    const { location } = renderApp('/products/natural')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'casino')
    expect(location().pathname).toBe('/products/casino')
    expect(localStorage.getItem('superCategory')).toBe('casino')
    expect(prompt).not.toHaveBeenCalled()
  })

  it('user layout: dating with the right password switches', async () => {
    jest.spyOn(window, 'prompt').mockReturnValue('open-sesame')
    const token = userToken()
    loginAs(token, 'Uma')
    const { location } = renderApp('/products/natural')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'dating')
    await waitFor(() => expect(location().pathname).toBe('/products/dating'))
    expect(localStorage.getItem('superCategory')).toBe('dating')
    expect(server.requests[0]).toMatchObject({ path: '/auth/dating-access', body: { password: 'open-sesame' } })
    expect(server.requests[0].headers.authorization).toBe(`Bearer ${token}`)
    // The session now carries the dating claim the server asks for on dating calls.
    expect(useAuthStore.getState().token).toBe(datingToken)
    expect(localStorage.getItem('token')).toBe(datingToken)
    expect(localStorage.getItem('loggedInUser')).toBe('Uma')
  })

  it('user layout: a wrong dating password shows "Incorrect password." and changes nothing', async () => {
    jest.spyOn(window, 'prompt').mockReturnValue('guess')
    loginAs(userToken(), 'Uma')
    const { location } = renderApp('/products/casino')
    act(() => useCategoryStore.getState().setCategory('casino'))
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'dating')
    expect(await screen.findByText('Incorrect password.')).toBeInTheDocument()
    expect(location().pathname).toBe('/products/casino')
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('casino')
    expect(localStorage.getItem('superCategory')).toBe('casino')
    expect(useAuthStore.getState().token).not.toBeNull()
    expect(useAuthStore.getState().token).not.toBe(datingToken)
  })

  it('user layout: a cancelled prompt changes nothing and calls nobody', async () => {
    const prompt = jest.spyOn(window, 'prompt').mockReturnValue(null)
    loginAs(userToken(), 'Uma')
    const { location } = renderApp('/products/natural')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'dating')
    expect(prompt).toHaveBeenCalledTimes(1)
    expect(location().pathname).toBe('/products/natural')
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('natural')
    expect(localStorage.getItem('superCategory')).toBe('natural')
    expect(server.requests).toHaveLength(0)
  })
})
