import { act } from 'react'
import { useParams } from 'react-router-dom'
import type { RemotePageProps } from '../types/remote'
import { createMount } from './create-mount'
import { examplePath, layoutForPath } from './page-registry'

function ServerPage ({ layout }: RemotePageProps) {
  const { email, server } = useParams()
  return <h1>{`Server: ${server} of ${email} (${layout})`}</h1>
}

const mount = createMount({
  ServerDomainsPage: { component: ServerPage, paths: ['/hosting/domains/:email/:server'] },
})

test('mount renders the named page at the given path into a plain element and unmounts it', async () => {
  const element = document.createElement('div')
  document.body.append(element)
  let unmount = () => {}
  await act(async () => {
    unmount = mount(element, { page: 'ServerDomainsPage', path: '/hosting/domains/a%40b.com/web-1', layout: 'admin' })
  })
  expect(element.textContent).toBe('Server: web-1 of a@b.com (admin)')
  act(() => unmount())
  expect(element.textContent).toBe('')
})

test('mount names the known pages when asked for an unknown one', () => {
  expect(() => mount(document.createElement('div'), { page: 'Nope', path: '/', layout: 'user' })).toThrow(
    'Unknown page "Nope". Known pages: ServerDomainsPage'
  )
})

test('standalone helpers pick the layout from the path and fill route params', () => {
  expect(layoutForPath('/admin/hosting-form')).toBe('admin')
  expect(layoutForPath('/hosting-form')).toBe('user')
  expect(examplePath('/hosting/domains/:email/:server')).toBe('/hosting/domains/owner%40example.com/server-1')
})
