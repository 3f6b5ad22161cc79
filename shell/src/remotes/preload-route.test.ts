import { forgetRemote } from './container-loader'
import { preloadRoute } from './preload-route'
import { registerRemote } from './remote-registry'

const globals = globalThis as unknown as { SITEFLEET_SHARED?: Record<string, { version: string; requiredVersion: string }>; fetch: typeof fetch }
const manifest = (shared: Array<{ name: string; requiredVersion: string }> = []) => ({
  name: 'mfe_domains',
  metaData: { globalName: 'mfe_domains', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared,
  exposes: [
    { path: './DomainListPage', assets: { js: { sync: ['344.js', '__federation_expose_DomainListPage.js'] } } },
    { path: './ProductsPage', assets: { js: { sync: ['812.js'] } } },
  ],
})
const fetched: string[] = []
let answer = manifest()

beforeEach(() => {
  globals.SITEFLEET_SHARED = { '@sitefleet/shared': { version: '0.1.0', requiredVersion: '^0.1.0' } }
  fetched.length = 0
  answer = manifest()
  globals.fetch = jest.fn(async (url: string) => {
    fetched.push(String(url))
    return { ok: true, json: async () => answer } as Response
  }) as unknown as typeof fetch
  for (const name of ['mfe_domains', 'mfe_admin'] as const) {
    registerRemote(name, `/remotes/${name}/mf-manifest.json`)
    forgetRemote(name)
  }
  localStorage.setItem('token', 'a.b.c')
  document.head.innerHTML = ''
})
afterEach(() => localStorage.clear())

const preloads = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => (link as HTMLLinkElement).href)

test("starts loading the route's remote page: its manifest, then its entry and the page's own chunks", async () => {
  await preloadRoute('/admin/domains/casino')
  expect(fetched).toEqual(['http://localhost/remotes/mfe_domains/mf-manifest.json'])
  expect(preloads()).toEqual([
    'http://localhost/remotes/mfe_domains/remoteEntry.js',
    'http://localhost/remotes/mfe_domains/344.js',
    'http://localhost/remotes/mfe_domains/__federation_expose_DomainListPage.js',
  ])
})

test('the admin dashboard preloads both of its remotes', async () => {
  await preloadRoute('/admin/products/natural')
  expect(fetched.sort()).toEqual(['http://localhost/remotes/mfe_admin/mf-manifest.json', 'http://localhost/remotes/mfe_domains/mf-manifest.json'])
  expect(preloads()).toContain('http://localhost/remotes/mfe_domains/812.js')
})

test('nothing for public pages, unknown paths or without a stored session', async () => {
  await preloadRoute('/login')
  await preloadRoute('/nowhere')
  localStorage.clear()
  await preloadRoute('/hosting-data')
  expect(fetched).toEqual([])
  expect(preloads()).toEqual([])
})

test('a remote built for another major of a shared singleton: none of its code is fetched, and no rejection', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  answer = manifest([{ name: '@sitefleet/shared', requiredVersion: '^2.0.0' }])
  await expect(preloadRoute('/admin/domains/casino')).resolves.toBeUndefined()
  expect(preloads()).toEqual([])
  expect(warn).toHaveBeenCalled()
  warn.mockRestore()
})
