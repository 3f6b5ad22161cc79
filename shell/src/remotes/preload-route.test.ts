import { preloadRemote } from '@module-federation/enhanced/runtime'
import { preloadRoute } from './preload-route'

jest.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: jest.fn(async () => undefined) }))
const preload = jest.mocked(preloadRemote)

beforeEach(() => {
  preload.mockClear()
  localStorage.setItem('token', 'a.b.c')
})
afterEach(() => localStorage.clear())

test("starts loading the route's remote page: its manifest, entry and sync chunks, not shared copies", async () => {
  await preloadRoute('/admin/domains/casino')
  expect(preload).toHaveBeenCalledWith([
    { nameOrAlias: 'mfe_domains', exposes: ['./DomainListPage'], resourceCategory: 'sync', share: false, depsRemote: false },
  ])
})

test('the admin dashboard preloads both of its remotes', async () => {
  await preloadRoute('/admin/products/natural')
  expect(preload.mock.calls[0][0].map((op) => [op.nameOrAlias, op.exposes])).toEqual([
    ['mfe_admin', ['./AdminOverview']],
    ['mfe_domains', ['./ProductsPage']],
  ])
})

test('nothing for public pages, unknown paths or without a stored session', async () => {
  await preloadRoute('/login')
  await preloadRoute('/nowhere')
  localStorage.clear()
  await preloadRoute('/hosting-data')
  expect(preload).not.toHaveBeenCalled()
})

test('a remote that cannot be preloaded is left to its page (no rejection)', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  preload.mockRejectedValueOnce(new Error('down'))
  await expect(preloadRoute('/hosting-data')).resolves.toBeUndefined()
  expect(warn).toHaveBeenCalled()
  warn.mockRestore()
})
