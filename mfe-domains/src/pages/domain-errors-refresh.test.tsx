import { fireEvent, screen, within } from '@testing-library/react'
import { ERROR_POLL_INTERVAL_MS, ERROR_POLL_MAX_ROUNDS, apiClient } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { advance, eventually, settle, useFakeClock } from '../testing/fake-clock'
import { errorDomain } from '../testing/fixtures'
import { loginAs, renderPage, resetStores } from '../testing/render-page'

/** Refresh All: the refresh-then-poll sequence, driven by a fake clock against the real test server. */
let server: TestServer
const LIST = '/api/scraper/error-domain'
const TRIGGER = '/api/scraper/refresh-and-errors'
const NOW = '2026-11-01T10:00:00.000Z'
const STALE = '2026-11-01T09:50:00.000Z' // 10 min before the refresh: not fresh
const nowIso = () => new Date(Date.now()).toISOString()

beforeAll(async () => {
  server = await startTestServer()
})
beforeEach(() => {
  useFakeClock(NOW)
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  server.on(`GET ${TRIGGER}`, () => ({ status: 202, body: { success: true, message: 'Refresh started', queued: 3 } }))
  loginAs('user')
})
afterEach(() => {
  resetStores()
  jest.useRealTimers()
})
afterAll(() => server.close())

const listCalls = () => server.requests.filter((r) => r.path === LIST).length
const triggerCalls = () => server.requests.filter((r) => r.path === TRIGGER).length
const rowNames = () =>
  within(screen.getByRole('list', { name: 'Domains with errors' }))
    .getAllByRole('listitem')
    .map((r) => r.getAttribute('aria-label'))
const refreshButton = () => screen.getByRole('button', { name: 'Refresh All' })

/** Serves `replies[i]` to the i-th error-domain call (the last one repeats). */
function serveInTurn (replies: Array<{ errorDomains: ReturnType<typeof errorDomain>[]; refreshing: boolean } | (() => unknown)>) {
  let call = 0
  server.on(`GET ${LIST}`, () => {
    const reply = replies[Math.min(call++, replies.length - 1)]
    return { body: typeof reply === 'function' ? reply() : reply }
  })
}

/** Waits until the page has handled the last answer and scheduled its next poll, then moves the clock. */
async function nextPoll (ms = ERROR_POLL_INTERVAL_MS) {
  await eventually(() => expect(jest.getTimerCount()).toBe(1))
  await advance(ms)
}

async function openAndRefresh () {
  renderPage('DomainErrorsPage', '/domain-errors/natural')
  await eventually(() => expect(listCalls()).toBe(1))
  await eventually(() => expect(screen.queryByText('Loading error domains...')).not.toBeInTheDocument())
  fireEvent.click(refreshButton())
  // Loads the existing list, then triggers the background refresh.
  await eventually(() => expect(triggerCalls()).toBe(1))
  expect(listCalls()).toBe(2)
  expect(server.requests.map((r) => r.path).slice(-2)).toEqual([LIST, TRIGGER])
}

it('reloads after 5 s, polls every 5 s, shows each answer, and stops when the server says refreshing is over', async () => {
  const stale = { errorDomains: [errorDomain('a.com', 503, STALE)], refreshing: true }
  serveInTurn([
    stale, // page load
    stale, // existing list at refresh start
    { errorDomains: [errorDomain('a.com', 503, STALE), errorDomain('b.com', 404, NOW)], refreshing: true }, // 5 s reload
    { errorDomains: [errorDomain('b.com', 404, NOW), errorDomain('d.com', 500, STALE)], refreshing: true }, // poll 1
    { errorDomains: [errorDomain('b.com', 410, NOW), errorDomain('c.com', 499, NOW)], refreshing: false }, // poll 2
  ])
  await openAndRefresh()
  expect(refreshButton()).toBeDisabled()
  expect(screen.getByRole('status')).toHaveTextContent('Refreshing...')

  await nextPoll(ERROR_POLL_INTERVAL_MS - 1)
  await settle()
  expect(listCalls()).toBe(2)
  await advance(1)
  await eventually(() => expect(rowNames()).toEqual(['a.com', 'b.com']))
  expect(listCalls()).toBe(3)

  await nextPoll()
  await eventually(() => expect(rowNames()).toEqual(['b.com', 'd.com']))
  expect(screen.getByRole('status')).toHaveTextContent(`Refreshing... poll 1 of ${ERROR_POLL_MAX_ROUNDS}`)

  await nextPoll()
  await eventually(() => expect(rowNames()).toEqual(['b.com', 'c.com']))
  expect(screen.getByText('Gone')).toBeInTheDocument()
  expect(screen.getByText('Total: 2')).toBeInTheDocument()
  await eventually(() => expect(refreshButton()).toBeEnabled())
  expect(screen.getByRole('status')).toHaveTextContent('Refresh complete')

  await advance(ERROR_POLL_INTERVAL_MS * 10)
  await settle()
  expect(listCalls()).toBe(5)
  expect(triggerCalls()).toBe(1)
})

it(`gives up after ${ERROR_POLL_MAX_ROUNDS} polls when nothing becomes fresh`, async () => {
  serveInTurn([{ errorDomains: [errorDomain('slow.com', 408, STALE)], refreshing: true }])
  await openAndRefresh()
  await nextPoll()
  await eventually(() => expect(listCalls()).toBe(3))
  for (let round = 1; round <= ERROR_POLL_MAX_ROUNDS; round += 1) {
    await nextPoll()
    await eventually(() => expect(listCalls()).toBe(3 + round))
  }
  await eventually(() => expect(refreshButton()).toBeEnabled())
  expect(screen.getByRole('status')).toHaveTextContent(`Stopped polling after ${ERROR_POLL_MAX_ROUNDS} rounds`)
  await advance(ERROR_POLL_INTERVAL_MS * 5)
  await settle()
  expect(listCalls()).toBe(3 + ERROR_POLL_MAX_ROUNDS)
  expect(ERROR_POLL_MAX_ROUNDS).toBe(20)
  expect(ERROR_POLL_INTERVAL_MS).toBe(5000)
})

it('stops once every listed domain was checked within 2 minutes of the refresh start, even while refreshing is true', async () => {
  const inTwoMinutes = '2026-11-01T09:58:30.000Z' // 90 s before the refresh: fresh
  serveInTurn([
    { errorDomains: [errorDomain('a.com', 500, STALE), errorDomain('b.com', 502, STALE)], refreshing: true },
    { errorDomains: [errorDomain('a.com', 500, STALE), errorDomain('b.com', 502, STALE)], refreshing: true },
    { errorDomains: [errorDomain('a.com', 500, nowIso()), errorDomain('b.com', 502, STALE)], refreshing: true }, // 5 s
    () => ({ errorDomains: [errorDomain('a.com', 500, nowIso()), errorDomain('b.com', 504, inTwoMinutes)], refreshing: true }),
  ])
  await openAndRefresh()
  await nextPoll()
  await eventually(() => expect(listCalls()).toBe(3))
  await nextPoll()
  await eventually(() => expect(screen.getByText('Gateway Timeout')).toBeInTheDocument())
  await eventually(() => expect(refreshButton()).toBeEnabled())
  await advance(ERROR_POLL_INTERVAL_MS * 4)
  await settle()
  expect(listCalls()).toBe(4)
})

it('an empty list while the server still refreshes keeps polling; refreshing false ends it', async () => {
  serveInTurn([
    { errorDomains: [], refreshing: false },
    { errorDomains: [], refreshing: true },
    { errorDomains: [], refreshing: true },
    { errorDomains: [errorDomain('new.com', 404, NOW)], refreshing: false },
  ])
  await openAndRefresh()
  expect(screen.getByText('All domains are healthy')).toBeInTheDocument()
  await nextPoll()
  await eventually(() => expect(listCalls()).toBe(3))
  expect(refreshButton()).toBeDisabled()
  await nextPoll()
  await eventually(() => expect(rowNames()).toEqual(['new.com']))
  await eventually(() => expect(refreshButton()).toBeEnabled())
})

it('a failed trigger shows "Failed to refresh error domains." and Retry runs the refresh again', async () => {
  serveInTurn([{ errorDomains: [errorDomain('a.com', 404, STALE)], refreshing: false }])
  server.on(`GET ${TRIGGER}`, () => ({ status: 500, body: { success: false, message: 'queue down' } }))
  renderPage('DomainErrorsPage', '/domain-errors/natural')
  await eventually(() => expect(rowNames()).toEqual(['a.com']))
  fireEvent.click(refreshButton())
  await eventually(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to refresh error domains.'))
  expect(refreshButton()).toBeEnabled()
  expect(rowNames()).toEqual(['a.com'])
  await advance(ERROR_POLL_INTERVAL_MS * 3)
  await settle()
  expect(listCalls()).toBe(2)

  server.on(`GET ${TRIGGER}`, () => ({ status: 202, body: { success: true, message: 'Refresh started', queued: 1 } }))
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
  await eventually(() => expect(triggerCalls()).toBe(2))
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  await nextPoll()
  await eventually(() => expect(listCalls()).toBe(4))
  await eventually(() => expect(refreshButton()).toBeEnabled())
})

it('a failed poll stops polling, keeps the last list and offers Retry', async () => {
  let call = 0
  server.on(`GET ${LIST}`, () =>
    ++call <= 3
      ? { body: { errorDomains: [errorDomain('a.com', 503, STALE)], refreshing: true } }
      : { status: 500, body: { success: false, message: 'boom' } }
  )
  await openAndRefresh()
  await nextPoll()
  await eventually(() => expect(listCalls()).toBe(3))
  await nextPoll()
  await eventually(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to refresh error domains.'))
  expect(rowNames()).toEqual(['a.com'])
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  await advance(ERROR_POLL_INTERVAL_MS * 3)
  await settle()
  expect(listCalls()).toBe(4)
})

it('leaving the page mid-refresh stops the polling', async () => {
  serveInTurn([{ errorDomains: [errorDomain('a.com', 503, STALE)], refreshing: true }])
  const { unmount } = renderPage('DomainErrorsPage', '/domain-errors/natural')
  await eventually(() => expect(listCalls()).toBe(1))
  // As openAndRefresh: a click while the first load is still being handled shares that load
  // instead of reading the list again, and the poll count below is one short.
  await eventually(() => expect(screen.queryByText('Loading error domains...')).not.toBeInTheDocument())
  fireEvent.click(refreshButton())
  await eventually(() => expect(triggerCalls()).toBe(1))
  await nextPoll()
  await eventually(() => expect(listCalls()).toBe(3))
  unmount()
  await advance(ERROR_POLL_INTERVAL_MS * 5)
  await settle()
  expect(listCalls()).toBe(3)
  expect(jest.getTimerCount()).toBe(0)
})
