// An embedded panel keeps to itself: links to the remote's other pages open inside it, a link to
// a page it does not have offers the dashboard in a new tab, and each panel shows its own toasts.
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Link, useNavigate } from 'react-router-dom'
import { startTestServer, type TestServer } from '../testing/test-server'
import { toast, useToastStore } from '../ui/toast-store'
import { Toaster } from '../ui/toaster'
import { createPanel } from './create-panel'
import { useInPanel } from './panel-routes'

function ListPage () {
  const navigate = useNavigate()
  return (
    <section aria-label='list'>
      <h1>{`List, in a panel: ${useInPanel()}`}</h1>
      <Link to='/servers/a%40b.com'>Servers</Link>
      <button type='button' onClick={() => navigate('/admin/domains/casino')}>Casino domains</button>
      <button type='button' onClick={() => toast.success('Saved')}>Save</button>
    </section>
  )
}

const ServersPage = () => <h1>Servers page</h1>

const Panel = createPanel({
  ListPage: { component: ListPage, paths: ['/hosting-data'] },
  ServersPage: { component: ServersPage, paths: ['/servers/:email'] },
})

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ 'GET /auth/me': () => ({ body: { tokenAccess: 'write' } }) })
})
afterAll(() => server.close())
afterEach(() => act(() => useToastStore.setState({ toasts: [] })))

test('a link to another page of the same remote opens it inside the panel', async () => {
  render(<Panel page='ListPage' path='/hosting-data' layout='user' />)
  expect(screen.getByRole('heading')).toHaveTextContent('List, in a panel: true')
  await userEvent.click(screen.getByRole('link', { name: 'Servers' }))
  expect(screen.getByRole('heading')).toHaveTextContent('Servers page')
})

test('a page the remote does not have opens in the dashboard in a new tab, and Back returns', async () => {
  render(<Panel page='ListPage' path='/hosting-data' layout='user' api={{ baseUrl: `${server.url}/`, token: 'sft_x' }} />)
  await userEvent.click(await screen.findByRole('button', { name: 'Casino domains' }))
  expect(screen.getByRole('status')).toHaveTextContent('This page is not part of this panel.')
  const link = screen.getByRole('link', { name: 'Open it in Sitefleet' })
  expect(link).toHaveAttribute('href', `${server.url}/admin/domains/casino`)
  expect(link).toHaveAttribute('target', '_blank')
  await userEvent.click(screen.getByRole('button', { name: 'Back' }))
  expect(screen.getByRole('heading')).toHaveTextContent('List, in a panel: true')
})

test('without api (the dashboard\'s own origin) the dashboard link is a path of this origin', async () => {
  render(<Panel page='ListPage' path='/hosting-data' layout='user' />)
  await userEvent.click(screen.getByRole('button', { name: 'Casino domains' }))
  expect(screen.getByRole('link', { name: 'Open it in Sitefleet' })).toHaveAttribute('href', '/admin/domains/casino')
})

test('two panels on one page each show the toasts of their own actions; the dashboard\'s shows neither', async () => {
  render(
    <>
      <div data-testid='first'><Panel page='ListPage' path='/hosting-data' layout='user' /></div>
      <div data-testid='second'><Panel page='ListPage' path='/hosting-data' layout='user' /></div>
      <div data-testid='dashboard'><Toaster /></div>
    </>
  )
  const first = screen.getByTestId('first')
  const second = screen.getByTestId('second')
  await userEvent.click(within(second).getByRole('button', { name: 'Save' }))
  expect(within(second).getByRole('status')).toHaveTextContent('Saved')
  expect(within(first).queryByText('Saved')).toBeNull()
  act(() => useToastStore.setState({ toasts: [] }))
  await userEvent.click(within(first).getByRole('button', { name: 'Save' }))
  expect(within(first).getByRole('status')).toHaveTextContent('Saved')
  expect(within(second).queryByText('Saved')).toBeNull()
  expect(within(screen.getByTestId('dashboard')).queryByText('Saved')).toBeNull()
})
