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
  await useToken(page, world.product, world.userToken, USER.name)
  await page.goto(`${world.product.url}/hosting-form`)
  await page.getByRole('heading', { name: 'Add Hosting Info' }).waitFor()

  const versions = await page.evaluate(() => {
    type Scope = Record<string, Record<string, { from: string; loaded?: boolean }>>
    const federation = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, { default: Scope }> } })
      .__FEDERATION__
    const loaded: Record<string, string[]> = {}
    for (const host of Object.values(federation.__SHARE__)) {
      for (const [name, byVersion] of Object.entries(host.default ?? {})) {
        for (const [version, share] of Object.entries(byVersion)) {
          if (share.loaded) (loaded[name] ??= []).push(`${version}@${share.from}`)
        }
      }
    }
    return loaded
  })
  for (const name of ['react', 'react-dom', 'react-router-dom', '@sitefleet/shared']) {
    expect(new Set(versions[name])).toHaveProperty('size', 1)
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
