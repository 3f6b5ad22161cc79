import type { ModuleFederation } from '@module-federation/enhanced/runtime'
import { preloadRoutePage } from './preload-route-page'

type Preload = ModuleFederation['preloadRemote']
const asked: Array<Parameters<Preload>[0]> = []
let failure: Error | undefined
const federation = {
  preloadRemote: async (options: Parameters<Preload>[0]) => {
    asked.push(options)
    if (failure) throw failure
  },
}

beforeEach(() => {
  asked.length = 0
  failure = undefined
  localStorage.setItem('token', 'a.b.c')
})
afterEach(() => localStorage.clear())

test("starts loading the route's remote page: its manifest, entry and sync chunks, not shared copies", async () => {
  await preloadRoutePage(federation, '/admin/domains/casino')
  expect(asked).toEqual([[
    { nameOrAlias: 'mfe_domains', exposes: ['./DomainListPage'], resourceCategory: 'sync', share: false, depsRemote: false },
  ]])
})

test('the admin dashboard preloads both of its remotes', async () => {
  await preloadRoutePage(federation, '/admin/products/natural')
  expect(asked[0].map((op) => [op.nameOrAlias, op.exposes])).toEqual([
    ['mfe_admin', ['./AdminOverview']],
    ['mfe_domains', ['./ProductsPage']],
  ])
})

test('nothing for public pages, unknown paths or without a stored session', async () => {
  await preloadRoutePage(federation, '/login')
  await preloadRoutePage(federation, '/nowhere')
  localStorage.clear()
  await preloadRoutePage(federation, '/hosting-data')
  expect(asked).toEqual([])
})

test('a remote that cannot be preloaded is left to its page (no rejection)', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  failure = new Error('down')
  await expect(preloadRoutePage(federation, '/hosting-data')).resolves.toBeUndefined()
  expect(warn).toHaveBeenCalled()
  warn.mockRestore()
})
