import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RESET_REDIRECT_MS, apiClient } from '@sitefleet/shared'
import { startTestServer, unusedUrl, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { renderApp, resetStores } from '../../../testing/render-app'

jest.mock('../../../remotes/remote-page', () => ({
  RemotePage: jest.requireActual('../../../testing/remote-page-stub').RemotePageStub,
}))

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({
    'POST /auth/request-reset-code': ({ body }) =>
      (body as { email: string }).email === 'ghost@example.com'
        ? { status: 404, body: { success: false, message: 'User not found' } }
        : { body: { success: true, message: 'Reset code sent to your email.' } },
    'POST /auth/reset-password': ({ body }) =>
      (body as { code: string }).code === '111111'
        ? { body: { success: true, message: 'Password reset successfully' } }
        : { status: 400, body: { success: false, message: 'Invalid or expired code' } },
  })
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
})
afterEach(() => {
  jest.useRealTimers()
  resetStores()
})
afterAll(() => server.close())

async function sendCode (email: string) {
  const user = userEvent.setup()
  if (email) await user.type(screen.getByLabelText('Email'), email)
  await user.click(screen.getByRole('button', { name: 'Send Code' }))
  return user
}

describe('forgot password', () => {
  it('an empty e-mail gives "Email is required" without a call', async () => {
    renderApp('/forgot-password')
    await sendCode('')
    expect(await screen.findByText('Email is required')).toBeInTheDocument()
    expect(server.requests).toHaveLength(0)
  })

  it('shows the server message when the code cannot be sent', async () => {
    renderApp('/forgot-password')
    await sendCode('ghost@example.com')
    expect(await screen.findByText('User not found')).toBeInTheDocument()
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument()
  })

  it('says "Something went wrong" when the server cannot be reached', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    apiClient.defaults.baseURL = await unusedUrl()
    renderApp('/forgot-password')
    await sendCode('ann@example.com')
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument()
    quiet.mockRestore()
  })

  it('requires code and new password, shows server errors, and returns to /login 1 s after success', async () => {
    const { location } = renderApp('/forgot-password')
    const user = await sendCode('ann@example.com')
    expect(await screen.findByText('Reset code sent to your email.')).toBeInTheDocument()

    const code = screen.getByLabelText('Verification Code')
    const password = screen.getByLabelText('New Password')
    expect(code).toHaveAttribute('name', 'code')
    expect(password).toHaveAttribute('name', 'newPassword')
    expect(password).toHaveAttribute('type', 'password')
    await user.click(screen.getByLabelText('Show Password'))
    expect(password).toHaveAttribute('type', 'text')

    await user.type(code, '111111')
    await user.click(screen.getByRole('button', { name: 'Reset Password' }))
    expect(await screen.findByText('All fields are required')).toBeInTheDocument()

    await user.clear(code)
    await user.type(code, '999999')
    await user.type(password, 'n3w-Secret!')
    await user.click(screen.getByRole('button', { name: 'Reset Password' }))
    expect(await screen.findByText('Invalid or expired code')).toBeInTheDocument()

    // From here the clock is the test's: the redirect delay is checked without racing it.
    jest.useFakeTimers()
    const later = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    await later.clear(code)
    await later.type(code, '111111')
    await later.click(screen.getByRole('button', { name: 'Reset Password' }))
    expect(await screen.findByText('Password reset successfully')).toBeInTheDocument()
    expect(server.requests.at(-1)?.body).toEqual({ email: 'ann@example.com', code: '111111', newPassword: 'n3w-Secret!' })

    // Still on the page well before the 1 s delay, on /login right after it (findByText may
    // have moved the test clock on by one 50 ms poll).
    act(() => jest.advanceTimersByTime(RESET_REDIRECT_MS - 100))
    expect(location().pathname).toBe('/forgot-password')
    act(() => jest.advanceTimersByTime(100))
    expect(location().pathname).toBe('/login')
    expect(RESET_REDIRECT_MS).toBe(1000)
  })
})
