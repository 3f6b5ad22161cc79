// In a frame, /embed/… pages keep every link under /embed/: a page that links to a dashboard
// path (`/admin/domains/casino`) opens its embedded form, never the dashboard inside the frame.
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Link, useLocation } from 'react-router-dom'
import { App, isEmbedPath } from './app'

function PageWithLink ({ name }: { name: string }) {
  return (
    <>
      <h1>{`${name} at ${useLocation().pathname}`}</h1>
      <Link to='/admin/domains/casino'>Casino domains</Link>
    </>
  )
}

jest.mock('../features/embed/embed-page', () => ({ EmbedPage: () => <PageWithLink name='embedded' /> }))
jest.mock('./router', () => ({ AppRoutes: () => <PageWithLink name='dashboard' /> }))

afterEach(() => window.history.replaceState(null, '', '/'))

test('an embedded page\'s link to a dashboard path stays under /embed/', async () => {
  window.history.replaceState(null, '', '/embed/admin/products/natural')
  render(<App />)
  expect(screen.getByRole('heading')).toHaveTextContent('embedded at /admin/products/natural')
  await userEvent.click(screen.getByRole('link', { name: 'Casino domains' }))
  expect(window.location.pathname).toBe('/embed/admin/domains/casino')
  expect(screen.getByRole('heading')).toHaveTextContent('embedded at /admin/domains/casino')
})

test('the dashboard itself has no /embed base', async () => {
  window.history.replaceState(null, '', '/admin/products/natural')
  render(<App />)
  await userEvent.click(screen.getByRole('link', { name: 'Casino domains' }))
  expect(window.location.pathname).toBe('/admin/domains/casino')
  expect(screen.getByRole('heading')).toHaveTextContent('dashboard at /admin/domains/casino')
})

test('only /embed and paths under it are embedded pages', () => {
  expect(isEmbedPath('/embed')).toBe(true)
  expect(isEmbedPath('/embed/domains')).toBe(true)
  expect(isEmbedPath('/embedded')).toBe(false)
  expect(isEmbedPath('/admin/embed')).toBe(false)
})
