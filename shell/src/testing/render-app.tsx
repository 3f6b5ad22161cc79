import { act, render } from '@testing-library/react'
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom'
import { STORAGE_KEYS, Toaster, useAuthStore, useCategoryStore, useThemeStore, useToastStore } from '@sitefleet/shared'
import { FreshQueries } from '@sitefleet/shared/src/testing/page-testing'
import { AppRoutes } from '../app/router'

function LocationProbe ({ onChange }: { onChange(location: Location, navigate: NavigateFunction): void }) {
  onChange(useLocation(), useNavigate())
  return null
}

/**
 * Renders the real route table at `path` in a memory router (plus the toaster); `location()`
 * tells where the app navigated, `back()` is the browser's Back button.
 */
export function renderApp (path: string) {
  let current: Location | undefined
  let navigate: NavigateFunction | undefined
  const utils = render(
    <FreshQueries>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe
          onChange={(l, n) => {
            current = l
            navigate = n
          }}
        />
      </MemoryRouter>
      <Toaster />
    </FreshQueries>
  )
  return { ...utils, location: () => current!, back: () => act(() => void navigate!(-1)) }
}

/** Fresh stores between tests: logged out, natural category, no toasts. */
export function resetStores () {
  useAuthStore.getState().logout()
  useCategoryStore.getState().setCategory('natural')
  useToastStore.setState({ toasts: [] })
  // Folded sidebar groups and the theme are kept in localStorage, which outlives a test.
  localStorage.removeItem(STORAGE_KEYS.collapsedNav)
  useThemeStore.getState().choose(null)
}
