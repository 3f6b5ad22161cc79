import { AxiosError, AxiosHeaders } from 'axios'
import { startTestServer, unusedUrl, type TestServer } from '../testing/test-server'
import { userToken } from '../testing/tokens'
import { useAuthStore } from '../stores/auth-store'
import { useCategoryStore } from '../stores/category-store'
import { apiClient, scopedPath, withScope } from './client'
import { getErrorMessage, getErrorStatus, isNetworkError } from './errors'
import { initiateLogin } from './auth/initiate-login'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({
    'GET /casino/scraper/all': () => ({ body: [{ domain: 'a.com' }] }),
    'GET /api/scraper/all': () => ({ status: 401, body: { success: false, message: 'Unauthorized' } }),
    'POST /auth/initiatelogin': () => ({ status: 401, body: { success: false, message: 'Invalid email or password' } }),
  })
  apiClient.defaults.baseURL = server.url
})
afterAll(() => server.close())
afterEach(() => {
  server.requests.length = 0
  useAuthStore.getState().logout()
  useCategoryStore.getState().setCategory('natural')
})

describe('apiClient', () => {
  it('sends the bearer token and the scope of the remembered category', async () => {
    const token = userToken()
    useAuthStore.getState().login(token, 'Uma')
    useCategoryStore.getState().setCategory('casino')
    expect(scopedPath('all')).toBe('/casino/scraper/all')
    expect(scopedPath('/note/a.com')).toBe('/casino/scraper/note/a.com')

    const { data } = await apiClient.get(scopedPath('all'))
    expect(data).toEqual([{ domain: 'a.com' }])
    expect(server.requests[0].headers.authorization).toBe(`Bearer ${token}`)
  })

  it("a client given a panel's scope builds that scope's paths and calls like the client it came from", async () => {
    const token = userToken()
    useAuthStore.getState().login(token, 'Uma')
    const casino = withScope(apiClient, 'casino/scraper')
    expect(scopedPath('all', casino)).toBe('/casino/scraper/all')
    // The remembered category is natural; neither the base client nor the store is changed.
    expect(scopedPath('all', apiClient)).toBe('/api/scraper/all')
    expect(useCategoryStore.getState().category).toBe('natural')

    const { data } = await casino.get(scopedPath('all', casino))
    expect(data).toEqual([{ domain: 'a.com' }])
    expect(server.requests[0].headers.authorization).toBe(`Bearer ${token}`)
  })

  it('sends no Authorization header without a token', async () => {
    await apiClient.get('/casino/scraper/all')
    expect(server.requests[0].headers.authorization).toBeUndefined()
  })

  it('logs out when a call that carried a token gets 401', async () => {
    useAuthStore.getState().login(userToken(), 'Uma')
    await expect(apiClient.get(scopedPath('all'))).rejects.toThrow()
    expect(useAuthStore.getState().token).toBeNull()
    expect(localStorage.getItem('token')).toBeNull()
  })

  it('keeps the session on a 401 from a call without a token (wrong password)', async () => {
    const err = await initiateLogin({ email: 'a@b.c', password: 'x' }).catch((e: unknown) => e)
    expect(getErrorMessage(err, 'Login initiation failed')).toBe('Invalid email or password')
    expect(getErrorStatus(err)).toBe(401)
    expect(isNetworkError(err)).toBe(false)
  })

  it('reports a refused connection as a network error with the fallback message', async () => {
    // jsdom reports the refused XHR on its virtual console; expected here.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const err = await apiClient.get(`${await unusedUrl()}/auth/x`).catch((e: unknown) => e)
    expect(isNetworkError(err)).toBe(true)
    expect(getErrorMessage(err, 'Something went wrong. Try again.')).toBe('Something went wrong. Try again.')
    quiet.mockRestore()
  })
})

function responseError (status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() }
  return new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, {}, {
    status,
    statusText: '',
    headers: {},
    config,
    data,
  })
}

describe('getErrorMessage', () => {
  it('prefers the first validation detail, then the message, then the fallback', () => {
    const detailed = { success: false, message: 'Validation failed', error: { details: [{ message: 'Email is invalid' }, { message: 'x' }] } }
    expect(getErrorMessage(responseError(400, detailed), 'fb')).toBe('Email is invalid')
    expect(getErrorMessage(responseError(400, { success: false, message: 'Nope' }), 'fb')).toBe('Nope')
    expect(getErrorMessage(responseError(500, { success: false }), 'fb')).toBe('fb')
    expect(getErrorMessage(responseError(400, { error: { details: [] }, message: '' }), 'fb')).toBe('fb')
  })

  it('shows a plain-text body but never an HTML page, a JS error or a stack', () => {
    expect(getErrorMessage(responseError(500, 'Scrape failed: timeout'), 'fb')).toBe('Scrape failed: timeout')
    expect(getErrorMessage(responseError(502, '<html><body>Bad gateway</body></html>'), 'fb')).toBe('fb')
    expect(getErrorMessage(new TypeError('x is undefined'), 'fb')).toBe('fb')
    expect(getErrorMessage('boom', 'fb')).toBe('fb')
  })
})
