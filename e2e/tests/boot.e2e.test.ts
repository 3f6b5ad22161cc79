import { DEFAULT_REMOTES } from '../../api/src/platform/web/remotes'
import { useWorld, USER } from '../support/fixture'
import { useToken } from '../support/session'

const world = useWorld()

test('the root path redirects to /login, rendered by the shell', async () => {
  const page = await world.newPage()
  await page.goto(`${world.product.url}/`)
  await page.waitForURL('**/login')
  await page.locator('input[name="email"]').waitFor()
  await page.locator('input[name="password"]').waitFor()
  await page.getByText('Forgot Password').waitFor()
})

test('the product is served with its security headers: an enforced CSP, no framing, nosniff', async () => {
  const page = await world.newPage()
  const response = await page.goto(`${world.product.url}/login`)
  const headers = response!.headers()
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(headers['content-security-policy']).toContain("script-src 'self'")
  expect(headers['content-security-policy-report-only']).toBeUndefined()
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('no-referrer')
  await page.locator('input[name="email"]').waitFor()
  // An inline script is refused: the policy is enforced, and the violation is reported.
  await page.addScriptTag({ content: 'window.__inlineRan = true' }).catch(() => undefined)
  expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined()
  expect(world.cspViolations.splice(0)).toEqual([expect.stringContaining("script-src 'self'")])
})

test('a remote page is loaded through Module Federation at run time', async () => {
  const page = await world.newPage()
  const loaded: string[] = []
  page.on('response', (response) => loaded.push(new URL(response.url()).pathname))
  await useToken(page, world.product, world.userToken, USER.name)

  await page.goto(`${world.product.url}/products/natural`)

  await page.getByRole('heading', { name: 'All Product Category' }).waitFor()
  await page.getByText(`Welcome, ${USER.name}`).waitFor()
  expect(loaded).toContain('/remotes.json')
  expect(loaded).toContain('/remotes/mfe-domains/mf-manifest.json')
  expect(loaded).toContain('/remotes/mfe-domains/remoteEntry.js')
})

test('the shell and the remotes share one React and one @sitefleet/shared at run time', async () => {
  const page = await world.newPage()
  // Whatever runtime a container has, it is handed its share scope by init(): note each scope a
  // remote container is initialised with, from the moment its remoteEntry.js defines it.
  await page.addInitScript((names) => {
    const scopes: object[] = []
    Object.assign(window, { __sharedScopes: scopes })
    for (const name of names) {
      type Container = { init: (scope: object, ...rest: unknown[]) => unknown; get: (module: string) => unknown }
      let container: Container | undefined
      Object.defineProperty(window, name, {
        configurable: true,
        get: () => container,
        // The container's exports are read-only getters: stand a wrapper in for it.
        set: (value: Container) => {
          container = {
            get: (module) => value.get(module),
            init: (scope, ...rest) => {
              scopes.push(scope)
              return value.init(scope, ...rest)
            },
          }
        },
      })
    }
  }, Object.keys(DEFAULT_REMOTES))
  await useToken(page, world.product, world.userToken, USER.name)
  await page.goto(`${world.product.url}/hosting-form`)
  await page.getByRole('heading', { name: 'Add Hosting Info' }).waitFor()

  // Every copy of a shared package that was actually used, as "version@provider".
  const used = await page.evaluate(() => {
    type Scope = Record<string, Record<string, { from: string; loaded?: boolean | number }>>
    const scopes = (window as unknown as { __sharedScopes: Scope[] }).__sharedScopes
    const loaded: Record<string, string[]> = {}
    for (const scope of scopes) {
      for (const [name, byVersion] of Object.entries(scope)) {
        for (const [version, share] of Object.entries(byVersion)) {
          if (share.loaded) (loaded[name] ??= []).push(`${version}@${share.from}`)
        }
      }
    }
    return { scopes: scopes.length, loaded }
  })
  expect(used.scopes).toBeGreaterThan(0)
  for (const name of ['react', 'react-dom', 'react-router-dom', '@sitefleet/shared']) {
    expect(used.loaded[name]).toHaveLength(1)
    expect(used.loaded[name][0]).toMatch(/@shell$/)
  }
})

test('the browser gets precompressed scripts: hashed ones cached for good, entry files revalidated', async () => {
  const page = await world.newPage()
  const seen = new Map<string, { encoding?: string; cache?: string; vary?: string }>()
  page.on('response', (response) => {
    const headers = response.headers()
    seen.set(new URL(response.url()).pathname, { encoding: headers['content-encoding'], cache: headers['cache-control'], vary: headers.vary })
  })
  await useToken(page, world.product, world.userToken, USER.name)
  await page.goto(`${world.product.url}/products/natural`)
  await page.getByRole('heading', { name: 'All Product Category' }).waitFor()
  await page.waitForLoadState('networkidle')

  expect(seen.get('/main.js')).toEqual({ encoding: 'br', cache: 'public, max-age=31536000, immutable', vary: expect.stringMatching(/accept-encoding/i) })
  for (const entry of ['/remotes/mfe-domains/remoteEntry.js', '/remotes/mfe-domains/mf-manifest.json']) {
    expect({ entry, ...seen.get(entry) }).toEqual({ entry, encoding: 'br', cache: 'no-cache', vary: expect.stringMatching(/accept-encoding/i) })
  }
  const hashed = [...seen.entries()].filter(([path]) => /\.[0-9a-f]{8}\.js$/.test(path))
  expect(hashed.length).toBeGreaterThan(5)
  for (const [path, { cache }] of hashed) expect({ path, cache }).toEqual({ path, cache: 'public, max-age=31536000, immutable' })
  // Most of the bytes travel compressed (a few tiny chunks are not worth it).
  expect(hashed.filter(([, { encoding }]) => encoding === 'br').length).toBeGreaterThan(hashed.length / 2)
  expect(seen.get('/login')?.cache ?? seen.get('/products/natural')?.cache).toBe('no-cache')
})
