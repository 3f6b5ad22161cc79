// Two panels of one remote on one page, same base URL, same page, same query key, different
// tokens: each reads through its own QueryClient, so each shows the rows its own token may read.
import { screen, within } from '@testing-library/react'
import { panelMounter } from '@sitefleet/shared/src/testing/panels'
import { startTestServer, type RecordedRequest, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { resetStores } from './testing/render-page'
import { mount } from './mount'

let server: TestServer
const { panel, unmountAll } = panelMounter(mount)
const ROWS: Record<string, Array<{ _id: string; name: string; email: string }>> = {
  'Bearer sft_team_a': [{ _id: 'a1', name: 'Ann of team A', email: 'ann@a.example' }],
  'Bearer sft_team_b': [{ _id: 'b1', name: 'Bob of team B', email: 'bob@b.example' }, { _id: 'b2', name: 'Bea of team B', email: 'bea@b.example' }],
}
const rowsFor = (req: RecordedRequest) => ROWS[req.headers.authorization ?? ''] ?? []

beforeAll(async () => {
  server = await startTestServer({
    'GET /auth/me': () => ({ body: { success: true, user: { id: 'u1' }, tokenAccess: 'write' } }),
    'GET /admin/users': (req) => ({ body: rowsFor(req) }),
  })
})
afterEach(() => {
  unmountAll()
  resetStores()
})
afterAll(() => server.close())

test('two panels with different tokens on one API each show their own rows, never the other cache', async () => {
  const teamA = panel({ page: 'UsersPage', path: '/admin/users', layout: 'admin', api: { baseUrl: server.url, token: 'sft_team_a' } })
  const teamB = panel({ page: 'UsersPage', path: '/admin/users', layout: 'admin', api: { baseUrl: server.url, token: 'sft_team_b' } })

  const listA = await within(teamA).findByRole('list', { name: 'Users' })
  const listB = await within(teamB).findByRole('list', { name: 'Users' })
  expect(within(listA).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('Ann of team A')])
  expect(within(listB).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    expect.stringContaining('Bob of team B'),
    expect.stringContaining('Bea of team B'),
  ])
  expect(screen.getAllByText('Ann of team A')).toHaveLength(1)
  const tokensAsked = new Set(server.requests.filter((r) => r.path === '/admin/users').map((r) => r.headers.authorization))
  expect(tokensAsked).toEqual(new Set(['Bearer sft_team_a', 'Bearer sft_team_b']))
})
