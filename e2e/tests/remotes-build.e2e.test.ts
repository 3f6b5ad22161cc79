import fs from 'node:fs'
import path from 'node:path'
import { launchBrowser } from '../support/browser'
import { REPO_ROOT, freePort } from '../support/product'
import { StaticServer } from '../support/static-server'

// Every route of the shell names a module of a remote; each remote must expose all of its own.
const OWNED: Record<string, string[]> = {
  'mfe-domains': ['ProductsPage', 'DomainListPage', 'UrlScanPage', 'DomainErrorsPage', 'AffiliateErrorsPage', 'DomainExpirePage', 'ChangesPage', 'FootprintsPage', 'ImportPage', 'CertificatesPage', 'OverviewPage', 'RenewalsPage', 'ReputationPage'],
  'mfe-hosting': ['HostingFormPage', 'HostingDataPage', 'ServersPage', 'ServerDomainsPage', 'HostingExpirePage', 'RegistrarsPage'],
  'mfe-indexing': ['NotIndexedPage', 'SearchPage', 'SearchSitePage'],
  'mfe-admin': ['SignupPage', 'UsersPage', 'UserDomainsPage', 'AdminOverview', 'ApiTokensPage', 'LocationsPage', 'SearchOAuthPage'],
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

test("a non-React page embeds a remote panel with mount(element, props) after Sitefleet's /embed.js, and removes it again", async () => {
  // The remote and the shell each on an origin of their own, as deployed.
  const remote = new StaticServer(path.join(REPO_ROOT, 'mfe-indexing', 'dist'), await freePort())
  const shell = new StaticServer(path.join(REPO_ROOT, 'shell', 'dist'), await freePort())
  await remote.start()
  await shell.start()
  const browser = await launchBrowser()
  try {
    const page = await browser.newPage()
    await page.setContent('<!doctype html><title>Plain host</title><div id="panel"></div>')
    const text = await page.evaluate(async ({ embed, entry }) => {
      const load = (src: string) => new Promise<void>((resolve, reject) => {
        const script = document.createElement('script')
        script.src = src
        script.onload = () => resolve()
        script.onerror = () => reject(new Error(`${src} did not load`))
        document.head.append(script)
      })
      // A plain host: /embed.js first (the federation runtime the entry runs on), then the
      // container script; initialise it with an empty share scope, mount.
      await load(embed)
      await load(entry)
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
    }, { embed: `${shell.url}/embed.js`, entry: `${remote.url}/remoteEntry.js` })
    expect(text.rendered).toContain('Bing Indexing Checker')
    expect(text.after).toBe('')
  } finally {
    await browser.close()
    await remote.stop()
    await shell.stop()
  }
})

test('a remote built for production carries no federation runtime of its own: its remoteEntry.js reads the page\'s', () => {
  const entry = fs.readFileSync(path.join(REPO_ROOT, 'mfe-indexing', 'dist', 'remoteEntry.js'), 'utf8')
  expect(entry).toContain('_FEDERATION_RUNTIME_CORE')
  // A hook of runtime-core's own (the shell's federation chunk has it), not of the bundler runtime.
  expect(entry).not.toContain('beforeInitContainer')
})
