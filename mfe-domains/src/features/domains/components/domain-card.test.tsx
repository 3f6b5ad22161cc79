import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient, useCategoryStore } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { record } from '../../../testing/fixtures'
import { loginAs, recordUrls, renderPage, resetStores } from '../../../testing/render-page'

let server: TestServer
let alert: jest.SpyInstance
let urls: ReturnType<typeof recordUrls>

beforeAll(async () => {
  server = await startTestServer()
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  server.on('GET /api/scraper/all', () => ({ body: [record('alpha.com', { note: 'renew soon' }), record('beta.com')] }))
  alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined)
  urls = recordUrls()
  loginAs('user')
})
afterEach(() => {
  alert.mockRestore()
  urls.stop()
  resetStores()
})
afterAll(() => server.close())

async function openCard (name = 'alpha.com', path = '/domains/') {
  renderPage('DomainListPage', path)
  const card = await screen.findByRole('article', { name })
  return { card, user: userEvent.setup() }
}
const calls = (method: string) => server.requests.filter((r) => r.method === method)

describe('inline rename', () => {
  it('Enter saves through the natural-prefix endpoint with the card super category and shows the new name', async () => {
    server.on('PUT /api/scraper/update-domain-name', () => ({ body: { success: true, message: 'Domain updated' } }))
    const { card, user } = await openCard()
    await user.click(within(card).getByRole('button', { name: 'Rename' }))
    const input = within(card).getByRole('textbox', { name: 'New name for alpha.com' })
    expect(input).toHaveValue('alpha.com')
    await user.clear(input)
    await user.type(input, '  Alpha-New.COM {Enter}')
    // Shown as the server stores it (lower case), sent as typed (trimmed): the api normalises.
    expect(await screen.findByRole('article', { name: 'alpha-new.com' })).toBeInTheDocument()
    expect(calls('PUT')[0].body).toEqual({ oldDomain: 'alpha.com', newDomain: 'Alpha-New.COM', superCategory: 'natural' })
    expect(urls.urls).toContain('PUT /api/scraper/update-domain-name')
  })

  it('Escape cancels without a call; the Save button saves; Cancel closes', async () => {
    server.on('PUT /api/scraper/update-domain-name', () => ({ body: { message: 'ok' } }))
    const { card, user } = await openCard()
    await user.click(within(card).getByRole('button', { name: 'Rename' }))
    await user.type(within(card).getByRole('textbox'), 'x{Escape}')
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument()
    expect(within(card).getByRole('button', { name: 'alpha.com' })).toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: 'Rename' }))
    await user.click(within(card).getByRole('button', { name: 'Cancel' }))
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument()
    expect(calls('PUT')).toHaveLength(0)
    await user.click(within(card).getByRole('button', { name: 'Rename' }))
    await user.type(within(card).getByRole('textbox'), '.au')
    await user.click(within(card).getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('article', { name: 'alpha.com.au' })).toBeInTheDocument()
    expect(calls('PUT')).toHaveLength(1)
  })

  it('an unchanged name just closes the editor; an empty one alerts and stays in edit mode', async () => {
    const { card, user } = await openCard()
    await user.click(within(card).getByRole('button', { name: 'Rename' }))
    await user.click(within(card).getByRole('button', { name: 'Save' }))
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: 'Rename' }))
    await user.clear(within(card).getByRole('textbox'))
    await user.type(within(card).getByRole('textbox'), '   {Enter}')
    expect(alert).toHaveBeenCalledWith('Please enter a valid domain name.')
    expect(within(card).getByRole('textbox')).toBeInTheDocument()
    expect(calls('PUT')).toHaveLength(0)
  })

  it.each([
    [400, 'Invalid domain values', { success: false, message: 'body/newDomain must match format' }],
    [409, 'Failed to update domain', { success: false, message: 'duplicate key: beta.com' }],
    [500, 'Failed to update domain', { success: false }],
  ])('a %i keeps the editor open and toasts %j', async (status, text, body) => {
    server.on('PUT /api/scraper/update-domain-name', () => ({ status, body }))
    const { card, user } = await openCard()
    await user.click(within(card).getByRole('button', { name: 'Rename' }))
    await user.clear(within(card).getByRole('textbox'))
    await user.type(within(card).getByRole('textbox'), 'beta.com{Enter}')
    expect(await screen.findByText(text)).toBeInTheDocument()
    expect(within(card).getByRole('textbox')).toHaveValue('beta.com')
  })

  it('an admin renaming another user\'s casino domain sends ?owner= and superCategory casino', async () => {
    loginAs('admin')
    useCategoryStore.getState().setCategory('casino')
    server.on('GET /casino/scraper/all', () => ({
      body: [record('spin.com', { superCategory: 'casino', owner: { _id: 'u 2', name: 'Carl' } })],
    }))
    server.on('PUT /api/scraper/update-domain-name', () => ({ body: { message: 'ok' } }))
    const { card, user } = await openCard('spin.com', '/admin/domains/casino')
    await user.click(within(card).getByRole('button', { name: 'Rename' }))
    await user.type(within(card).getByRole('textbox'), 'x{Enter}')
    await screen.findByRole('article', { name: 'spin.comx' })
    expect(calls('PUT')[0].body).toEqual({ oldDomain: 'spin.com', newDomain: 'spin.comx', superCategory: 'casino' })
    expect(urls.urls).toContain('PUT /api/scraper/update-domain-name?owner=u+2')
  })
})

describe('note', () => {
  it('opens with the saved note, saves (server message) and deletes after confirming', async () => {
    server.on('PUT /api/scraper/note/alpha.com', () => ({ body: { success: true, message: 'Note saved' } }))
    server.on('DELETE /api/scraper/note/alpha.com', () => ({ body: { success: true, message: 'Note deleted successfully' } }))
    const { card, user } = await openCard()
    expect(within(card).getByText('renew soon')).toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: 'Note' }))
    const note = within(card).getByRole('textbox', { name: 'Note' })
    expect(note).toHaveAttribute('name', 'note')
    expect(note).toHaveValue('renew soon')
    await user.clear(note)
    await user.type(note, 'renewed')
    await user.click(within(card).getByRole('button', { name: 'Save Note' }))
    expect(await screen.findByText('Note saved')).toBeInTheDocument()
    expect(calls('PUT')[0].body).toEqual({ note: 'renewed' })

    await user.click(within(card).getByRole('button', { name: 'Delete Note' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete Note' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(calls('DELETE')).toHaveLength(0)
    await user.click(within(card).getByRole('button', { name: 'Delete Note' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Note deleted successfully')).toBeInTheDocument()
    expect(calls('DELETE').map((r) => r.path)).toEqual(['/api/scraper/note/alpha.com'])
    expect(note).toHaveValue('')
    expect(within(card).getByRole('button', { name: 'Delete Note' })).toBeDisabled()
  })

  it('toasts "Failed to save note" and "Failed to delete note" on failures', async () => {
    server.on('PUT /api/scraper/note/alpha.com', () => ({ status: 500, body: { success: false } }))
    server.on('DELETE /api/scraper/note/alpha.com', () => ({ status: 404, body: { success: false, message: 'nope' } }))
    const { card, user } = await openCard()
    await user.click(within(card).getByRole('button', { name: 'Note' }))
    await user.click(within(card).getByRole('button', { name: 'Save Note' }))
    expect(await screen.findByText('Failed to save note')).toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: 'Delete Note' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Failed to delete note')).toBeInTheDocument()
    expect(within(card).getByRole('textbox', { name: 'Note' })).toHaveValue('renew soon')
  })
})

describe('hosting info', () => {
  const saved = { platform: 'Hostinger', email: 'ops@example.com', server: 'web-1', domainPlatform: 'Namecheap', domainEmail: 'dns@example.com', cloudflare: 'yes' }

  it('loads the six fields, auto-fills platform and e-mail from a known server on blur, and saves', async () => {
    server.on('GET /api/scraper/hosting-info/alpha.com', () => ({ body: { hostingInfo: saved } }))
    server.on('GET /api/hosting/by-server/web-9', () => ({ body: { success: true, platform: 'Vultr', email: 'billing@example.com' } }))
    server.on('PUT /api/scraper/hosting-info/alpha.com', ({ body }) => ({
      body: { message: 'Hosting info saved successfully', hostingInfo: body },
    }))
    const { card, user } = await openCard()
    await user.click(within(card).getByRole('button', { name: 'Hosting Info' }))
    expect(await within(card).findByLabelText('Platform')).toHaveValue('Hostinger')
    for (const [label, name, value] of [
      ['Email', 'email', 'ops@example.com'],
      ['Server', 'server', 'web-1'],
      ['Domain Platform', 'domainPlatform', 'Namecheap'],
      ['Domain Email', 'domainEmail', 'dns@example.com'],
      ['Cloudflare', 'cloudflare', 'yes'],
    ]) {
      expect(within(card).getByLabelText(label)).toHaveAttribute('name', name)
      expect(within(card).getByLabelText(label)).toHaveValue(value)
    }
    const serverField = within(card).getByLabelText('Server')
    await user.clear(serverField)
    await user.type(serverField, 'web-9')
    await user.tab()
    await waitFor(() => expect(within(card).getByLabelText('Platform')).toHaveValue('Vultr'))
    expect(within(card).getByLabelText('Email')).toHaveValue('billing@example.com')
    await user.click(within(card).getByRole('button', { name: 'Save Hosting Info' }))
    expect(await screen.findByText('Hosting info saved successfully')).toBeInTheDocument()
    expect(calls('PUT')[0].body).toEqual({ ...saved, server: 'web-9', platform: 'Vultr', email: 'billing@example.com' })
  })

  it('an unknown server (404) leaves the fields alone; an empty record gives empty fields', async () => {
    server.on('GET /api/scraper/hosting-info/alpha.com', () => ({ body: { hostingInfo: null } }))
    const { card, user } = await openCard()
    await user.click(within(card).getByRole('button', { name: 'Hosting Info' }))
    await user.type(await within(card).findByLabelText('Platform'), 'Mine')
    await user.type(within(card).getByLabelText('Server'), 'unknown-1')
    await user.tab()
    await waitFor(() => expect(server.requests.map((r) => r.path)).toContain('/api/hosting/by-server/unknown-1'))
    expect(within(card).getByLabelText('Platform')).toHaveValue('Mine')
    expect(within(card).getByLabelText('Email')).toHaveValue('')
  })

  it('toasts load and save failures', async () => {
    server.on('GET /api/scraper/hosting-info/alpha.com', () => ({ status: 500, body: { success: false } }))
    server.on('PUT /api/scraper/hosting-info/alpha.com', () => ({ status: 500, body: { success: false } }))
    const { card, user } = await openCard()
    await user.click(within(card).getByRole('button', { name: 'Hosting Info' }))
    expect(await screen.findByText('Failed to load hosting info')).toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: 'Save Hosting Info' }))
    expect(await screen.findByText('Failed to save hosting info')).toBeInTheDocument()
  })

  it('an admin reads and writes another user\'s hosting with ?owner=', async () => {
    loginAs('admin')
    server.on('GET /api/scraper/all', () => ({ body: [record('alpha.com', { owner: { _id: 'u2', name: 'Bob' } })] }))
    server.on('GET /api/scraper/hosting-info/alpha.com', () => ({ body: { hostingInfo: saved } }))
    server.on('PUT /api/scraper/hosting-info/alpha.com', () => ({ body: { message: 'Hosting info saved successfully' } }))
    server.on('GET /api/hosting/by-server/bob%201', () => ({ body: { success: true, platform: 'Bob Host', email: 'bob@example.com' } }))
    const { card, user } = await openCard('alpha.com', '/admin/domains/natural')
    await user.click(within(card).getByRole('button', { name: 'Hosting Info' }))
    await user.clear(await within(card).findByLabelText('Server'))
    await user.type(within(card).getByLabelText('Server'), 'bob 1')
    await user.tab()
    await waitFor(() => expect(within(card).getByLabelText('Platform')).toHaveValue('Bob Host'))
    await user.click(within(card).getByRole('button', { name: 'Save Hosting Info' }))
    await screen.findByText('Hosting info saved successfully')
    expect(urls.urls).toEqual(
      expect.arrayContaining([
        'GET /api/scraper/hosting-info/alpha.com?owner=u2',
        'GET /api/hosting/by-server/bob%201?owner=u2',
        'PUT /api/scraper/hosting-info/alpha.com?owner=u2',
      ])
    )
  })
})

describe('delete', () => {
  it('asks first; Cancel keeps the card, confirming removes it', async () => {
    server.on('DELETE /api/scraper/domain/alpha.com', () => ({ body: { message: 'Domain deleted successfully' } }))
    const { card, user } = await openCard()
    await user.click(within(card).getByRole('button', { name: 'Delete' }))
    expect(screen.getByRole('dialog', { name: 'Delete Domain' })).toHaveTextContent('Delete alpha.com?')
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }))
    expect(calls('DELETE')).toHaveLength(0)
    await user.click(within(card).getByRole('button', { name: 'Delete' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByRole('article', { name: 'alpha.com' })).not.toBeInTheDocument())
    expect(screen.getByRole('article', { name: 'beta.com' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(alert).not.toHaveBeenCalled()
  })

  it('a failure alerts "Failed to delete domain. Try again." and keeps the card', async () => {
    server.on('DELETE /api/scraper/domain/alpha.com', () => ({ status: 500, body: { success: false } }))
    const { card, user } = await openCard()
    await user.click(within(card).getByRole('button', { name: 'Delete' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to delete domain. Try again.'))
    expect(screen.getByRole('article', { name: 'alpha.com' })).toBeInTheDocument()
  })

  it('an admin deletes another user\'s domain with ?owner=', async () => {
    loginAs('admin')
    server.on('GET /api/scraper/all', () => ({ body: [record('xn--bcher-kva.com', { owner: { _id: 'u2', name: 'Bob' } })] }))
    server.on('DELETE /api/scraper/domain/xn--bcher-kva.com', () => ({ body: { message: 'Domain deleted successfully' } }))
    const { card, user } = await openCard('xn--bcher-kva.com', '/admin/domains/natural')
    await user.click(within(card).getByRole('button', { name: 'Delete' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument())
    expect(urls.urls).toContain('DELETE /api/scraper/domain/xn--bcher-kva.com?owner=u2')
  })
})

describe('registrar line', () => {
  const account = { accountId: 'acc-1', accountName: 'Porkbun main', provider: 'porkbun' as const, autoRenew: false, locked: false, renewal: { currency: 'USD', amount: 10.98 } }

  it('shows the account, auto-renew off and lock off badges and the renewal price on the collapsed card; nothing without an account', async () => {
    server.on('GET /api/scraper/all', () => ({
      body: [
        record('alpha.com', { registrarAccount: account }),
        record('beta.com', { registrarAccount: { ...account, accountName: 'Main', provider: 'godaddy', autoRenew: true, locked: null, renewal: null } }),
        record('gamma.com', { registrarAccount: null })
      ]
    }))
    const { card } = await openCard()
    const line = within(card).getByLabelText('Registrar')
    expect(line).toHaveTextContent('Porkbun main (Porkbun)')
    expect(within(line).getByText('auto-renew off')).toHaveClass('dm-warn-badge')
    expect(within(line).getByText('lock off')).toHaveClass('dm-warn-badge')
    expect(line).toHaveTextContent(/renews at .*10\.98/)
    // Auto-renew on, lock unknown, no price: the account only, no badge.
    const beta = within(screen.getByRole('article', { name: 'beta.com' })).getByLabelText('Registrar')
    expect(beta).toHaveTextContent('Main (GoDaddy)')
    expect(beta).not.toHaveTextContent(/off|renews/)
    expect(within(screen.getByRole('article', { name: 'gamma.com' })).queryByLabelText('Registrar')).not.toBeInTheDocument()
  })
})
