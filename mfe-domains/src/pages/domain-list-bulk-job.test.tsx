import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { useToastStore } from '@sitefleet/shared/src/ui/toast-store'
import { manyRecords } from '../testing/fixtures'
import { loginAs, renderPage, resetStores } from '../testing/render-page'

// More than 1,000 domains: the server answers 202 and runs the action as a job. The bar shows
// its progress until it ends, says how it ended, and the list is loaded again.
let server: TestServer
const LIST = manyRecords(1500)
const JOB = '/api/scraper/bulk/job-1'
const STARTED = { success: true, message: 'superCategory: 1500 domains, changing in the background', jobId: 'job-1', action: 'superCategory', matched: 1500, notFound: 0 }
const status = (over: Record<string, unknown>) => ({ body: { state: 'running', action: 'superCategory', total: 1500, done: 0, changed: 0, skipped: 0, notFound: 0, errors: [], ...over } })

beforeAll(async () => {
  server = await startTestServer({
    'GET /api/scraper/all': () => ({ body: LIST }),
    'POST /api/scraper/bulk': () => ({ status: 202, body: STARTED }),
  })
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  loginAs('user')
})
afterEach(resetStores)
afterAll(() => server.close())

const lists = () => server.requests.filter((r) => r.path === '/api/scraper/all')

// A toast lasts 2 s: on a busy machine it can be gone before a query looks for it, so the test
// notes every toast raised and asserts on those.
let toasts: string[] = []
let stopNoting = () => {}
beforeEach(() => {
  toasts = []
  stopNoting = useToastStore.subscribe((s) => { for (const t of s.toasts) if (!toasts.includes(t.text)) toasts.push(t.text) })
})
afterEach(() => { stopNoting() })
const toastShown = async (text: string) => { await waitFor(() => expect(toasts).toContain(text)) }

async function moveAllToCasino () {
  const user = userEvent.setup()
  renderPage('DomainListPage', '/domains/')
  await user.click(await screen.findByRole('button', { name: 'Select all 1500 matching' }))
  const bar = screen.getByRole('group', { name: 'Bulk actions' })
  await user.selectOptions(within(bar).getByLabelText('Bulk action'), 'superCategory')
  await user.selectOptions(within(bar).getByLabelText('Target super category'), 'casino')
  await user.click(within(bar).getByRole('button', { name: 'Apply' }))
  // The confirmation still states the count.
  expect(screen.getByRole('dialog')).toHaveTextContent('Move 1500 domains to Casino?')
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Move to another super category' }))
  return bar
}

it('the bar shows the job\'s progress while it runs, then the result, and the list is loaded again', async () => {
  let finished = false
  server.on(`GET ${JOB}`, () => (finished
    ? status({ state: 'done', done: 1500, changed: 1500, message: 'superCategory: 1500 domains changed' })
    : status({ done: 1000, changed: 1000, message: '1000 of 1500 domains done, 1000 changed' })))
  const bar = await moveAllToCasino()
  await toastShown('superCategory: 1500 domains, changing in the background')
  const progress = await within(bar).findByRole('progressbar', { name: 'Bulk action progress' })
  await waitFor(() => expect(progress).toHaveAttribute('value', '67'))
  expect(within(bar).getByText('1000 of 1500 domains done, 1000 changed')).toBeInTheDocument()
  // No second action while this one runs.
  expect(within(bar).getByRole('button', { name: 'Apply' })).toBeDisabled()
  expect(lists()).toHaveLength(1)

  finished = true
  await toastShown('superCategory: 1500 domains changed')
  await waitFor(() => expect(lists()).toHaveLength(2))
  expect(screen.queryByRole('progressbar', { name: 'Bulk action progress' })).not.toBeInTheDocument()
  expect(screen.queryByRole('group', { name: 'Bulk actions' })).not.toBeInTheDocument()
  expect(server.requests.find((r) => r.path === '/api/scraper/bulk')?.body).toEqual({ action: 'superCategory', filter: {}, value: 'casino' })
})

it('a job that stops says why, and the list is loaded again (what it changed before shows)', async () => {
  const reason = 'Stopped: domains 1001 to 1500 of 1500 could not be changed (the 1000 before them were done, the rest were left as they were)'
  server.on(`GET ${JOB}`, () => status({ state: 'failed', done: 1000, changed: 1000, errors: [reason], message: reason }))
  await moveAllToCasino()
  await toastShown(reason)
  await waitFor(() => expect(lists()).toHaveLength(2))
  expect(screen.queryByRole('progressbar', { name: 'Bulk action progress' })).not.toBeInTheDocument()
})
