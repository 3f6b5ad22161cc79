import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient, useAuthStore, useCategoryStore } from '@sitefleet/shared'
import { startTestServer, unusedUrl, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { adminToken, userToken } from '@sitefleet/shared/src/testing/tokens'
import { renderApp, resetStores } from '../../../testing/render-app'

jest.mock('../../../remotes/remote-page', () => ({
  RemotePage: jest.requireActual('../../../testing/remote-page-stub').RemotePageStub,
}))

let server: TestServer
let verifyReply: () => { status?: number; body?: unknown }

beforeAll(async () => {
  server = await startTestServer({
    'POST /auth/initiatelogin': ({ body }) => {
      const { email, password } = body as { email: string; password: string }
      if (password === 'right') return { body: { success: true, message: 'Verification code sent to your email.' } }
      if (password === 'mute') return { status: 500, body: { success: false } }
      if (email === 'limited@example.com') return { status: 429, body: { success: false, message: 'Too many requests, try later' } }
      return { status: 401, body: { success: false, message: 'Invalid email or password' } }
    },
    'POST /auth/verify-code': () => verifyReply(),
  })
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
})
afterEach(resetStores)
afterAll(() => server.close())

async function credentials (email: string, password: string) {
  const user = userEvent.setup()
  if (email) await user.type(screen.getByLabelText('Email'), email)
  if (password) await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Login' }))
  return user
}

async function reachCodeStep () {
  const utils = renderApp('/login')
  const user = await credentials('ann@example.com', 'right')
  await screen.findByLabelText('Verification Code')
  return { ...utils, user }
}

describe('login step 1', () => {
  it('has e-mail, password, show-password and a Forgot Password link', async () => {
    const { location } = renderApp('/login')
    const user = userEvent.setup()
    const password = screen.getByLabelText('Password')
    expect(screen.getByLabelText('Email')).toHaveAttribute('name', 'email')
    expect(password).toHaveAttribute('name', 'password')
    expect(password).toHaveAttribute('type', 'password')
    await user.click(screen.getByLabelText('Show Password'))
    expect(password).toHaveAttribute('type', 'text')
    await user.click(screen.getByRole('link', { name: 'Forgot Password' }))
    expect(location().pathname).toBe('/forgot-password')
  })

  it.each([
    ['', ''],
    ['ann@example.com', ''],
    ['', 'secret'],
  ])('empty fields (%j, %j) give "All fields are required" without a call', async (email, password) => {
    renderApp('/login')
    await credentials(email, password)
    expect(await screen.findByText('All fields are required')).toBeInTheDocument()
    expect(server.requests).toHaveLength(0)
  })

  it('on success toasts the spec text and moves to the code step with a 6-digit hint', async () => {
    renderApp('/login')
    await credentials('ann@example.com', 'right')
    expect(await screen.findByText('Verification code sent to your email.')).toBeInTheDocument()
    const code = screen.getByLabelText('Verification Code')
    expect(code).toHaveAttribute('name', 'code')
    expect(code).toHaveAttribute('placeholder', 'Enter 6-digit code')
    expect(code).not.toHaveAttribute('maxlength')
    expect(server.requests[0].body).toEqual({ email: 'ann@example.com', password: 'right' })
  })

  it('shows the server message on failure and stays on the step', async () => {
    renderApp('/login')
    await credentials('ann@example.com', 'wrong')
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled()
    expect(screen.queryByLabelText('Verification Code')).not.toBeInTheDocument()
  })

  it('shows a rate-limit message from the server', async () => {
    renderApp('/login')
    await credentials('limited@example.com', 'x')
    expect(await screen.findByText('Too many requests, try later')).toBeInTheDocument()
  })

  it('falls back to "Login initiation failed" when the server gives no message', async () => {
    renderApp('/login')
    await credentials('ann@example.com', 'mute')
    expect(await screen.findByText('Login initiation failed')).toBeInTheDocument()
  })

  it('says "Something went wrong. Try again." when the server cannot be reached', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined) // jsdom logs the refused XHR
    apiClient.defaults.baseURL = await unusedUrl()
    renderApp('/login')
    await credentials('ann@example.com', 'right')
    expect(await screen.findByText('Something went wrong. Try again.')).toBeInTheDocument()
    quiet.mockRestore()
  })
})

describe('login step 2', () => {
  it('an empty code gives "Verification code is required" without a call', async () => {
    const { user } = await reachCodeStep()
    await user.click(screen.getByRole('button', { name: 'Verify Code' }))
    expect(await screen.findByText('Verification code is required')).toBeInTheDocument()
    expect(server.requests.filter((r) => r.path === '/auth/verify-code')).toHaveLength(0)
  })

  it('does not enforce the code length on the client', async () => {
    verifyReply = () => ({ status: 401, body: { success: false, message: 'Invalid or expired code' } })
    const { user } = await reachCodeStep()
    await user.type(screen.getByLabelText('Verification Code'), '12')
    await user.click(screen.getByRole('button', { name: 'Verify Code' }))
    expect(await screen.findByText('Invalid or expired code')).toBeInTheDocument()
    expect(server.requests.at(-1)?.body).toEqual({ email: 'ann@example.com', code: '12' })
  })

  it('shows the server message (e.g. too many attempts) and stays on the step', async () => {
    const message = 'Too many incorrect attempts. Please log in again to get a new code.'
    verifyReply = () => ({ status: 401, body: { success: false, message } })
    const { user, location } = await reachCodeStep()
    await user.type(screen.getByLabelText('Verification Code'), '123456')
    await user.click(screen.getByRole('button', { name: 'Verify Code' }))
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(location().pathname).toBe('/login')
    expect(useAuthStore.getState().token).toBeNull()
  })

  it('falls back to "Invalid or expired code"', async () => {
    verifyReply = () => ({ status: 500, body: {} })
    const { user } = await reachCodeStep()
    await user.type(screen.getByLabelText('Verification Code'), '123456')
    await user.click(screen.getByRole('button', { name: 'Verify Code' }))
    expect(await screen.findByText('Invalid or expired code')).toBeInTheDocument()
  })

  it('says "Something went wrong. Try again." when the server cannot be reached', async () => {
    const { user } = await reachCodeStep()
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    apiClient.defaults.baseURL = await unusedUrl()
    await user.type(screen.getByLabelText('Verification Code'), '123456')
    await user.click(screen.getByRole('button', { name: 'Verify Code' }))
    expect(await screen.findByText('Something went wrong. Try again.')).toBeInTheDocument()
    quiet.mockRestore()
  })

  it('stores the session and sends an admin to /admin/products/natural', async () => {
    const token = adminToken()
    verifyReply = () => ({
      body: { success: true, message: 'Login successful', jwtToken: token, user: { _id: 'a1', name: 'Ada Admin', email: 'admin@example.com', role: 'admin' } },
    })
    useCategoryStore.getState().setCategory('casino')
    const { user, location } = await reachCodeStep()
    await user.type(screen.getByLabelText('Verification Code'), '654321')
    await user.click(screen.getByRole('button', { name: 'Verify Code' }))
    await waitFor(() => expect(location().pathname).toBe('/admin/products/natural'))
    expect(localStorage.getItem('token')).toBe(token)
    expect(localStorage.getItem('loggedInUser')).toBe('Ada Admin')
    expect(localStorage.getItem('superCategory')).toBe('natural')
    expect(screen.getByText('Welcome, Ada Admin')).toBeInTheDocument()
  })

  it('sends any other role to /products/natural', async () => {
    const token = userToken({ role: 'member', name: 'Uma' })
    verifyReply = () => ({
      body: { success: true, message: 'ok', jwtToken: token, user: { _id: 'u1', name: 'Uma', email: 'u@example.com', role: 'member' } },
    })
    const { user, location } = await reachCodeStep()
    await user.type(screen.getByLabelText('Verification Code'), '654321')
    await user.click(screen.getByRole('button', { name: 'Verify Code' }))
    await waitFor(() => expect(location().pathname).toBe('/products/natural'))
    expect(screen.getByRole('navigation', { name: 'Sidebar' })).toHaveTextContent('URL Scan')
  })
})
