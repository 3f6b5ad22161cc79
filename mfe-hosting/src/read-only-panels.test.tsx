// Honest states: the Add Hosting Info panel embedded with a read token shows its form
// disabled under "This panel is read-only" (adding is a write).
import { within } from '@testing-library/react'
import { panelMounter, readToken, writesTo } from '@sitefleet/shared/src/testing/panels'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { resetStores } from './testing/render-page'
import { mount } from './mount'

let server: TestServer
const { panel, unmountAll } = panelMounter(mount)

beforeAll(async () => { server = await startTestServer() })
beforeEach(() => {
  server.requests.length = 0
  server.on('GET /api/hosting/get-hostingInfo', () => ({ body: { success: true, list: [], all: [], servers: [] } }))
})
afterEach(() => {
  unmountAll()
  resetStores()
})
afterAll(() => server.close())

test('a read token shows the hosting form disabled, saying why', async () => {
  const hosting = panel({ page: 'HostingFormPage', path: '/hosting-form', layout: 'user', api: readToken(server) })
  const form = await within(hosting).findByRole('form', { name: 'Add Hosting Info' })
  expect(within(hosting).getByRole('note')).toHaveTextContent('This panel is read-only')
  for (const label of ['Platform', 'Platform Email', 'Server', 'Server Expiry Date']) expect(within(form).getByLabelText(label)).toBeDisabled()
  expect(within(form).getByRole('button', { name: 'Save Hosting Info' })).toBeDisabled()
  expect(writesTo(server)).toEqual([])
})
