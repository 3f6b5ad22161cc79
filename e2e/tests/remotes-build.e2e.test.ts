import fs from 'node:fs'
import path from 'node:path'
import { launchBrowser } from '../support/browser'
import { REPO_ROOT, freePort } from '../support/product'
import { StaticServer } from '../support/static-server'

// Every route of the shell names a module of a remote; each remote must expose all of its own.
const OWNED: Record<string, string[]> = {
  'mfe-domains': ['ProductsPage', 'DomainListPage', 'UrlScanPage', 'DomainErrorsPage', 'AffiliateErrorsPage', 'DomainExpirePage', 'ChangesPage', 'FootprintsPage', 'ImportPage', 'CertificatesPage', 'OverviewPage', 'RenewalsPage', 'ReputationPage'],
  'mfe-hosting': ['HostingFormPage', 'HostingDataPage', 'ServersPage', 'ServerDomainsPage', 'HostingExpirePage', 'RegistrarsPage'],
  'mfe-indexing': ['NotIndexedPage'],
  'mfe-admin': ['SignupPage', 'UsersPage', 'UserDomainsPage', 'AdminOverview', 'ApiTokensPage', 'LocationsPage'],
  'mfe-alerts': ['AlertsPage', 'AlertSettingsPage', 'IncidentsPage', 'IncidentPage'],
}

interface Manifest {
  name: string;
  exposes: Array<{ name: string; path: string }>;
  shared: Array<{ name: string; singleton: boolean }>;
}

test.each(Object.keys(OWNED))('%s builds on its own to remoteEntry.js + mf-manifest.json exposing its pages, mount and Panel', (remote) => {
  const dist = path.join(REPO_ROOT, remote, 'dist')
  expect(fs.existsSync(path.join(dist, 'remoteEntry.js'))).toBe(true)
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as Manifest
  expect(manifest.name).toBe(remote.replace('-', '_'))
  expect(manifest.exposes.map((e) => e.path).sort()).toEqual([...OWNED[remote], 'mount', 'Panel'].map((n) => `./${n}`).sort())
  const singletons = manifest.shared.filter((s) => s.singleton).map((s) => s.name)
  expect(singletons).toEqual(expect.arrayContaining(['react', 'react-dom', 'react-router-dom', 'zustand', 'axios', '@tanstack/react-query', '@sitefleet/shared']))
})

test('a non-React page embeds a remote panel with mount(element, props) and removes it again', async () => {
  const server = new StaticServer(path.join(REPO_ROOT, 'mfe-indexing', 'dist'), await freePort())
  await server.start()
  const browser = await launchBrowser()
  try {
    const page = await browser.newPage()
    await page.goto(`${server.url}/index.html`)
    const text = await page.evaluate(async (entry) => {
      // A plain host: load the container script, initialise it with an empty share scope, mount.
      document.body.innerHTML = '<div id="panel"></div>'
      await new Promise<void>((resolve, reject) => {
        const script = document.createElement('script')
        script.src = entry
        script.onload = () => resolve()
        script.onerror = () => reject(new Error('remoteEntry.js did not load'))
        document.head.append(script)
      })
      type Container = { init(scope: object): Promise<void>; get(module: string): Promise<() => { mount: (element: HTMLElement, props: object) => () => void }> }
      const container = (window as unknown as { mfe_indexing: Container }).mfe_indexing
      await container.init({})
      const { mount } = (await container.get('./mount'))()
      const panel = document.getElementById('panel')!
      const unmount = mount(panel, { page: 'NotIndexedPage', path: '/not-index/natural', layout: 'user' })
      for (let i = 0; i < 50 && !panel.textContent; i += 1) await new Promise((resolve) => setTimeout(resolve, 100))
      const rendered = panel.textContent
      unmount()
      return { rendered, after: panel.textContent }
    }, `${server.url}/remoteEntry.js`)
    expect(text.rendered).toContain('Bing Indexing Checker')
    expect(text.after).toBe('')
  } finally {
    await browser.close()
    await server.stop()
  }
})
