import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient, useAuthStore, useThemeStore } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { userToken } from '@sitefleet/shared/src/testing/tokens'
import { renderApp, resetStores } from '../../testing/render-app'

jest.mock('../../remotes/remote-page', () => ({
  RemotePage: jest.requireActual('../../testing/remote-page-stub').RemotePageStub,
}))

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
})
afterEach(() => resetStores())
afterAll(() => server.close())

const loginAs = (token: string, name: string) => act(() => useAuthStore.getState().login(token, name))

test('groups fold away under their heading and stay folded after a reload', async () => {
  loginAs(userToken(), 'Uma')
  const first = renderApp('/hosting-form')
  const nav = () => within(screen.getByRole('navigation', { name: 'Sidebar' }))
  const health = nav().getByRole('button', { name: 'Health' })
  expect(health).toHaveAttribute('aria-expanded', 'true')
  expect(nav().getByRole('link', { name: 'Domain Errors' })).toBeVisible()
  await userEvent.click(health)
  expect(health).toHaveAttribute('aria-expanded', 'false')
  expect(nav().queryByRole('link', { name: 'Domain Errors' })).toBeNull()
  first.unmount()

  renderApp('/hosting-form')
  expect(nav().getByRole('button', { name: 'Health' })).toHaveAttribute('aria-expanded', 'false')
  expect(nav().queryByRole('link', { name: 'Certificates' })).toBeNull()
  expect(nav().getByRole('link', { name: 'Hosting Data' })).toBeVisible()
  await userEvent.click(nav().getByRole('button', { name: 'Health' }))
  expect(nav().getByRole('link', { name: 'Certificates' })).toBeVisible()
})

test('the header switch sets the dark theme on <html> and keeps the choice', async () => {
  loginAs(userToken(), 'Uma')
  renderApp('/hosting-form')
  const toggle = screen.getByRole('button', { name: 'Dark theme' })
  // jsdom has no colour scheme: the system's setting reads as light.
  expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await userEvent.click(toggle)
  expect(toggle).toHaveAttribute('aria-pressed', 'true')
  expect(document.documentElement.dataset.theme).toBe('dark')
  expect(localStorage.getItem('theme')).toBe('dark')
  expect(useThemeStore.getState().choice).toBe('dark')
  await userEvent.click(toggle)
  expect(document.documentElement.dataset.theme).toBe('light')
})
