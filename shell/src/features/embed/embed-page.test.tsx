// /embed/<page path>: the framed panel's category is the one its path names, not the
// page-wide stored category, and showing it does not change the store (the dashboard's one).
import { render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { useCategoryStore } from '@sitefleet/shared'
import { EmbeddedRoutes } from './embed-page'

jest.mock('../../remotes/remote-page', () => ({
  RemotePage: jest.requireActual('../../testing/remote-page-stub').RemotePageStub,
}))

afterEach(() => useCategoryStore.getState().setCategory('natural'))

function renderEmbedded (path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path='/embed/*' element={<EmbeddedRoutes />} />
      </Routes>
    </MemoryRouter>
  )
}

test('/embed/domain-errors/casino shows casino while the stored category is natural, and leaves the store alone', () => {
  useCategoryStore.getState().setCategory('natural')
  renderEmbedded('/embed/domain-errors/casino')
  const page = screen.getByTestId('remote-page')
  expect(page).toHaveTextContent('mfe_domains ./DomainErrorsPage user')
  expect(page).toHaveAttribute('data-panel-category', 'casino')
  expect(useCategoryStore.getState().category).toBe('natural')
})

test('an admin embed path takes its category too; a path naming none follows the store', () => {
  useCategoryStore.getState().setCategory('dating')
  const { unmount } = renderEmbedded('/embed/admin/domain-expire/casino')
  expect(screen.getByTestId('remote-page')).toHaveAttribute('data-panel-category', 'casino')
  unmount()
  renderEmbedded('/embed/hosting-data')
  expect(screen.getByTestId('remote-page')).toHaveAttribute('data-panel-category', 'dating')
})
