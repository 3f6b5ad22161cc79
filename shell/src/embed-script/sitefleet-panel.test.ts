// <sitefleet-panel>: mounted once on the page with its api, through the remote that has its
// page, with mount()'s options; unmounted when removed; a page it does not know is said so.
import { waitFor } from '@testing-library/react'
import type { MountProps, RemoteName } from '@sitefleet/shared'
import { panelOfElement, remoteOfPage } from './panel-pages'
import { definePanelElement } from './sitefleet-panel'

const mounted: Array<{ remote: RemoteName; props: MountProps }> = []
const unmounted: string[] = []

const load = async (remote: RemoteName) => (element: HTMLElement, props: MountProps) => {
  mounted.push({ remote, props })
  element.textContent = `${remote} ${props.page} at ${props.path} with ${props.api?.token}`
  return () => {
    unmounted.push(props.api?.token ?? '')
    element.textContent = ''
  }
}

customElements.define('sitefleet-panel', definePanelElement(load))

beforeEach(() => {
  mounted.length = 0
  unmounted.length = 0
  document.body.replaceChildren()
})

function panel (attributes: Record<string, string>): HTMLElement & { api?: MountProps['api'] } {
  const element = document.createElement('sitefleet-panel')
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  return element
}

test('waits for its api, mounts the page its attributes name, and unmounts when removed from the page', async () => {
  const element = panel({ page: 'domain-errors', category: 'natural' })
  document.body.append(element)
  expect(mounted).toEqual([])
  element.api = { baseUrl: 'https://fleet.example.com', token: 'sft_read' }
  await waitFor(() => expect(element).toHaveTextContent('mfe_domains DomainErrorsPage at /domain-errors/natural with sft_read'))
  expect(mounted[0].props.layout).toBe('user')
  element.remove()
  expect(unmounted).toEqual(['sft_read'])
  expect(element).toHaveTextContent('')
})

test('two elements with two tokens each mount their own panel; a new api mounts it anew', async () => {
  const first = panel({ page: 'domain-errors', category: 'natural' })
  const second = panel({ page: 'hosting-data' })
  document.body.append(first, second)
  first.api = { baseUrl: 'https://fleet.example.com', token: 'sft_a' }
  second.api = { baseUrl: 'https://fleet.example.com', token: 'sft_b' }
  await waitFor(() => expect(second).toHaveTextContent('mfe_hosting HostingDataPage at /hosting-data with sft_b'))
  expect(first).toHaveTextContent('with sft_a')
  first.api = { baseUrl: 'https://fleet.example.com', token: 'sft_c' }
  expect(unmounted).toEqual(['sft_a'])
  await waitFor(() => expect(first).toHaveTextContent('with sft_c'))
})

test('an api set before the element was defined is taken over when it connects', async () => {
  // The own property a page's `element.api = …` leaves on a <sitefleet-panel> not yet upgraded.
  const upgraded = panel({ page: 'alerts' })
  Object.defineProperty(upgraded, 'api', { value: { baseUrl: 'https://fleet.example.com', token: 'sft_early' }, configurable: true, writable: true })
  document.body.append(upgraded)
  await waitFor(() => expect(upgraded).toHaveTextContent('mfe_alerts AlertsPage at /alerts with sft_early'))
})

test('a page Sitefleet does not have is said so in the element', () => {
  const element = panel({ page: 'nowhere' })
  document.body.append(element)
  element.api = { baseUrl: 'https://fleet.example.com', token: 'sft_read' }
  expect(element.querySelector('[role="alert"]')).toHaveTextContent('Sitefleet has no panel "nowhere".')
  expect(mounted).toEqual([])
})

test('pages resolve as the dashboard\'s routes do: admin layout, explicit path, and Sitefleet.mount page names', () => {
  expect(panelOfElement({ page: 'domain-expire', category: 'casino', layout: 'admin', path: null }))
    .toEqual({ remote: 'mfe_domains', page: 'DomainExpirePage', path: '/admin/domain-expire/casino', layout: 'admin' })
  expect(panelOfElement({ page: null, category: null, layout: null, path: '/servers/a%40b.com' }))
    .toEqual({ remote: 'mfe_hosting', page: 'ServersPage', path: '/servers/a%40b.com', layout: 'user' })
  expect(remoteOfPage('AdminOverview')).toBe('mfe_admin')
  expect(remoteOfPage('Nope')).toBeUndefined()
})
