import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SIGNUP_REDIRECT_MS, apiClient } from '@sitefleet/shared'
import { startTestServer, unusedUrl, type Reply, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { renderPage, resetStores } from '../testing/render-page'
import SignupPage from './signup-page'

let server: TestServer
let signupReply: () => Reply

beforeAll(async () => {
  server = await startTestServer({ 'POST /auth/signup': () => signupReply() })
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  signupReply = () => ({
    status: 201,
    body: { success: true, message: 'User created successfully', user: { _id: 'u9', name: 'Ann Lee', email: 'ann@example.com' } },
  })
})
afterEach(() => {
  jest.useRealTimers()
  resetStores()
})
afterAll(() => server.close())

function renderSignup () {
  return renderPage(<SignupPage layout='admin' />, { path: '/admin/signup', pattern: '/admin/signup' })
}

async function fill (values: { name?: string; email?: string; password?: string }, user = userEvent.setup()) {
  if (values.name) await user.type(screen.getByLabelText('Full Name'), values.name)
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email)
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password)
  await user.click(screen.getByRole('button', { name: 'Sign Up' }))
  return user
}

const full = { name: 'Ann Lee', email: 'ann@example.com', password: 'longenough' }

test('shows the "Create an Account" form with name, email, password and show-password', async () => {
  renderSignup()
  expect(screen.getByRole('heading', { name: 'Create an Account' })).toBeInTheDocument()
  expect(screen.getByLabelText('Full Name')).toHaveAttribute('name', 'name')
  expect(screen.getByLabelText('Email')).toHaveAttribute('name', 'email')
  const password = screen.getByLabelText('Password')
  expect(password).toHaveAttribute('name', 'password')
  expect(password).toHaveAttribute('type', 'password')
  await userEvent.setup().click(screen.getByLabelText('Show Password'))
  expect(password).toHaveAttribute('type', 'text')
  await userEvent.setup().click(screen.getByLabelText('Show Password'))
  expect(password).toHaveAttribute('type', 'password')
})

test.each([
  ['name', { ...full, name: '' }],
  ['email', { ...full, email: '' }],
  ['password', { ...full, password: '' }],
  ['every field', {}],
  ['a blank name', { ...full, name: '   ' }],
])('missing %s gives "All fields are required" without a call', async (_what, values) => {
  renderSignup()
  await fill(values)
  expect(await screen.findByText('All fields are required')).toBeInTheDocument()
  expect(server.requests).toHaveLength(0)
})

test('sends name, trimmed e-mail and password with the admin bearer token', async () => {
  const { location } = renderSignup()
  await fill({ ...full, email: ' ann@example.com ' })
  await screen.findByText('User created successfully')
  expect(server.requests).toHaveLength(1)
  expect(server.requests[0].body).toEqual({ name: 'Ann Lee', email: 'ann@example.com', password: 'longenough' })
  expect(server.requests[0].headers.authorization).toMatch(/^Bearer .+/)
  expect(location().pathname).toBe('/admin/signup')
})

test('success toasts the server message, then opens /admin/users after 1 second', async () => {
  signupReply = () => ({ status: 201, body: { success: true, message: 'Account ready for Ann', user: { _id: 'u9' } } })
  // The test's clock: the delay is checked without racing it.
  jest.useFakeTimers()
  const { location } = renderSignup()
  await fill(full, userEvent.setup({ advanceTimers: jest.advanceTimersByTime }))
  await screen.findByText('Account ready for Ann')
  // Not at once: the toast is visible first and the button stays disabled (no double creation).
  // (findByText may have moved the test clock on by one 50 ms poll.)
  act(() => jest.advanceTimersByTime(SIGNUP_REDIRECT_MS - 100))
  expect(location().pathname).toBe('/admin/signup')
  expect(screen.getByRole('button', { name: 'Sign Up' })).toBeDisabled()
  act(() => jest.advanceTimersByTime(100))
  expect(location().pathname).toBe('/admin/users')
  expect(SIGNUP_REDIRECT_MS).toBe(1000)
})

test('shows "Signup failed: " + the first server detail message', async () => {
  signupReply = () => ({
    status: 409,
    body: { success: false, message: 'Validation failed', error: { details: [{ message: 'Email is already registered' }, { message: 'other' }] } },
  })
  const { location } = renderSignup()
  await fill(full)
  expect(await screen.findByText('Signup failed: Email is already registered')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled()
  expect(location().pathname).toBe('/admin/signup')
})

test.each(['Please enter a valid email address', 'Password must be at least 8 characters', 'Name is required'])(
  'shows the 400 detail "%s"',
  async (message) => {
    signupReply = () => ({ status: 400, body: { success: false, message: 'Bad request', error: { details: [{ message }] } } })
    renderSignup()
    await fill(full)
    expect(await screen.findByText(`Signup failed: ${message}`)).toBeInTheDocument()
  }
)

test('falls back to the server message when there is no detail', async () => {
  signupReply = () => ({ status: 403, body: { success: false, message: 'Admins only' } })
  renderSignup()
  await fill(full)
  expect(await screen.findByText('Signup failed: Admins only')).toBeInTheDocument()
})

test('uses the generic text when the server answers without any message', async () => {
  signupReply = () => ({ status: 500, body: { success: false } })
  renderSignup()
  await fill(full)
  expect(await screen.findByText('Signup failed: Something went wrong. Try again.')).toBeInTheDocument()
})

test('says "Signup failed: Something went wrong. Try again." when the server cannot be reached', async () => {
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined) // jsdom logs the refused XHR
  apiClient.defaults.baseURL = await unusedUrl()
  renderSignup()
  await fill(full)
  expect(await screen.findByText('Signup failed: Something went wrong. Try again.')).toBeInTheDocument()
  quiet.mockRestore()
})
