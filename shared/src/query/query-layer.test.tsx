import { StrictMode } from 'react'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ApiProvider } from '../api/api-context'
import { apiClient } from '../api/client'
import { FreshQueries, loginAs, resetStores } from '../testing/page-testing'
import { startTestServer, type TestServer } from '../testing/test-server'
import { LoadError } from '../ui/load-error'
import { Spinner } from '../ui/spinner'
import { Toaster } from '../ui/toaster'
import { loadState } from './load-state'
import { sessionQueryClient } from './query-client'
import { useApiQuery } from './use-api-query'
import { useErrorToast } from './use-error-toast'

// The server-state layer as a screen uses it, against a real HTTP server: the spinner, the rows,
// a failure with Retry, polling, and one cache per panel API.
let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  loginAs('user')
})
afterEach(() => {
  resetStores()
  jest.useRealTimers()
})
afterAll(() => server.close())

const FAILED = 'Failed to load things.'
const things = () => server.requests.filter((r) => r.path === '/things').length

/** A screen of the usual shape: spinner, rows (marked when stale), or the failure with Retry. */
function Things ({ poll }: { poll?: number }) {
  const query = useApiQuery(['/things'], async (client, signal) => (await client.get<string[]>('/things', { signal })).data, { refetchInterval: poll })
  useErrorToast(query, FAILED)
  const state = loadState(query)
  if (state.status === 'loading') return <Spinner label='Loading things...' />
  if (state.status === 'error') return <LoadError message={FAILED} onRetry={() => void query.refetch()} />
  return (
    <>
      {state.stale && <p>Not current: the last read failed.</p>}
      <ul aria-label='Things'>{state.data.map((t) => <li key={t}>{t}</li>)}</ul>
    </>
  )
}

const shown = (within_: HTMLElement = document.body) => within(within_).getAllByRole('listitem').map((li) => li.textContent)

function renderThings (poll?: number) {
  return render(<StrictMode><FreshQueries><Things poll={poll} /><Toaster /></FreshQueries></StrictMode>)
}

it('shows the spinner until the rows are read, and reads them once (StrictMode mounts twice)', async () => {
  let answer!: () => void
  server.on('GET /things', () => new Promise((resolve) => (answer = () => resolve({ body: ['a.com', 'b.com'] }))))
  renderThings()
  expect(screen.getByRole('status')).toHaveTextContent('Loading things...')
  await waitFor(() => expect(things()).toBe(1))
  act(() => answer())
  await waitFor(() => expect(shown()).toEqual(['a.com', 'b.com']))
  expect(screen.queryByText('Loading things...')).not.toBeInTheDocument()
  expect(things()).toBe(1)
})

it('a failed read shows the message with Retry (and toasts once); Retry shows the spinner, then the rows', async () => {
  server.on('GET /things', () => ({ status: 500, body: { success: false, message: 'boom' } }))
  renderThings()
  // The message in place, with Retry, and one toast for one failure (however often StrictMode runs effects).
  await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([`${FAILED}Retry`, `${FAILED}×`]))
  await act(async () => await new Promise((resolve) => setTimeout(resolve, 100)))
  expect(screen.getAllByText(FAILED)).toHaveLength(2)
  expect(things()).toBe(1)
  const alert = screen.getAllByRole('alert')[0]

  let answer!: () => void
  server.on('GET /things', () => new Promise((resolve) => (answer = () => resolve({ body: ['c.com'] }))))
  await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }))
  expect(await screen.findByText('Loading things...')).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument()
  await waitFor(() => expect(things()).toBe(2))
  act(() => answer())
  await waitFor(() => expect(shown()).toEqual(['c.com']))
})

// Real I/O (the test server, jsdom's XHR) goes on while the clock is fake; only time is moved by hand.
const realSetTimeout = globalThis.setTimeout
const settle = async (ms = 50) => { await act(async () => await new Promise<void>((resolve) => realSetTimeout(resolve, ms))) }
async function eventually (assertion: () => void) {
  for (let waited = 0; ; waited += 10) {
    try {
      assertion()
      return
    } catch (err) {
      if (waited > 5000) throw err
      await settle(10)
    }
  }
}

it('polls on refetchInterval: a read a second after each answer, a failed poll keeps the rows marked stale, none after leaving', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'hrtime', 'performance'] })
  let round = 0
  server.on('GET /things', () => (++round === 3 ? { status: 503, body: { success: false } } : { body: [`round-${round}.com`] }))
  const { unmount } = renderThings(1000)
  await eventually(() => expect(shown()).toEqual(['round-1.com']))

  await act(async () => { jest.advanceTimersByTime(999) })
  await settle()
  expect(things()).toBe(1)
  await act(async () => { jest.advanceTimersByTime(1) })
  await eventually(() => expect(shown()).toEqual(['round-2.com']))

  await act(async () => { jest.advanceTimersByTime(1000) })
  await eventually(() => expect(screen.getByText('Not current: the last read failed.')).toBeInTheDocument())
  expect(shown()).toEqual(['round-2.com'])

  await act(async () => { jest.advanceTimersByTime(1000) })
  await eventually(() => expect(shown()).toEqual(['round-4.com']))
  expect(screen.queryByText('Not current: the last read failed.')).not.toBeInTheDocument()

  unmount()
  await act(async () => { jest.advanceTimersByTime(10_000) })
  await settle()
  expect(things()).toBe(4)
})

/** What the panel's API answers for its token: its own rows. */
function servePerToken () {
  server.on('GET /auth/me', () => ({ body: { tokenAccess: 'read' } }))
  server.on('GET /things', (req) => ({ body: [`${String(req.headers.authorization).replace('Bearer ', '')}.com`] }))
}

function Panel ({ token }: { token?: string }) {
  return (
    <section aria-label={token ?? 'session'}>
      <ApiProvider settings={token ? { baseUrl: server.url, token } : undefined}>
        <Things />
      </ApiProvider>
    </section>
  )
}

it('two panels with different API tokens read the same key into caches of their own, never sharing rows', async () => {
  servePerToken()
  render(<StrictMode><Panel token='sft_alpha' /><Panel token='sft_beta' /></StrictMode>)
  const alpha = screen.getByRole('region', { name: 'sft_alpha' })
  const beta = screen.getByRole('region', { name: 'sft_beta' })
  await waitFor(() => expect(shown(alpha)).toEqual(['sft_alpha.com']))
  await waitFor(() => expect(shown(beta)).toEqual(['sft_beta.com']))
  // Each read its own: neither panel was served from the other's cache.
  expect(server.requests.filter((r) => r.path === '/things').map((r) => r.headers.authorization).sort()).toEqual(['Bearer sft_alpha', 'Bearer sft_beta'])
})

it('a panel whose token changes gets a new cache: the old token\'s rows are never shown for the new one', async () => {
  servePerToken()
  const { rerender } = render(<Panel token='sft_alpha' />)
  await waitFor(() => expect(shown()).toEqual(['sft_alpha.com']))
  rerender(<Panel token='sft_gamma' />)
  expect(screen.queryByText('sft_alpha.com')).not.toBeInTheDocument()
  await waitFor(() => expect(shown()).toEqual(['sft_gamma.com']))
})

it('the session\'s cache is emptied when the session\'s token changes (another login)', async () => {
  const session = sessionQueryClient()
  session.setQueryData(['/things'], ['uma.com'])
  loginAs('admin')
  expect(session.getQueryData(['/things'])).toBeUndefined()
})
