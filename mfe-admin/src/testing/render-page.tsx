import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom'
import { Toaster, useAuthStore } from '@sitefleet/shared'
import { FreshQueries } from '@sitefleet/shared/src/testing/page-testing'
import { adminToken } from '@sitefleet/shared/src/testing/tokens'

export { resetStores } from '@sitefleet/shared/src/testing/page-testing'

function LocationProbe ({ onChange }: { onChange(location: Location): void }) {
  onChange(useLocation())
  return null
}

/**
 * Renders `page` on route `pattern` at `path` in a memory router, with the toaster, FreshQueries and
 * an admin session; any other path renders a marker. `location()` tells where the page navigated.
 */
export function renderPage (page: ReactElement, { path, pattern }: { path: string; pattern: string }) {
  useAuthStore.getState().login(adminToken(), 'Ada Admin')
  let current: Location | undefined
  const utils = render(
    <FreshQueries>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={page} />
          <Route path='*' element={<p>Another page</p>} />
        </Routes>
        <LocationProbe onChange={(l) => (current = l)} />
      </MemoryRouter>
      <Toaster />
    </FreshQueries>
  )
  return { ...utils, location: () => current! }
}
