import { StrictMode, useState, type ReactNode } from 'react'
import { render } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { apiClient } from '../api/client'
import { createQueryClient } from '../query/query-client'
import type { PageRegistry } from '../remote-kit/page-registry'
import { layoutForPath } from '../remote-kit/page-registry'
import { STORAGE_KEYS } from '../config/constants'
import { useAuthStore } from '../stores/auth-store'
import { useCategoryStore } from '../stores/category-store'
import type { LayoutKind } from '../types/remote'
import { Toaster } from '../ui/toaster'
import { useToastStore } from '../ui/toast-store'
import { adminToken, userToken } from './tokens'

function LocationProbe ({ onChange }: { onChange(location: Location): void }) {
  onChange(useLocation())
  return null
}

/** Logs in as an ordinary user or an admin (the client sends the bearer of this token). */
export function loginAs (role: 'user' | 'admin') {
  useAuthStore.getState().login(role === 'admin' ? adminToken() : userToken(), role === 'admin' ? 'Ada Admin' : 'Uma User')
}

/** Fresh stores between tests: logged out, natural category, no toasts. */
export function resetStores () {
  useAuthStore.getState().logout()
  useCategoryStore.getState().setCategory('natural')
  useToastStore.setState({ toasts: [] })
  // The first-run checklist's state is kept in localStorage, which outlives a test.
  localStorage.removeItem(STORAGE_KEYS.firstRun)
}

/**
 * Full URLs (with query) of every request the shared client sends from now on; the shared test
 * server records paths only. Call the returned `stop` after the test.
 */
export function recordUrls () {
  const urls: string[] = []
  const id = apiClient.interceptors.request.use((config) => {
    urls.push(`${(config.method ?? 'get').toUpperCase()} ${apiClient.getUri(config).replace(/^https?:\/\/[^/]+/, '')}`)
    return config
  })
  return { urls, stop: () => apiClient.interceptors.request.eject(id) }
}

/**
 * A QueryClient with the product's defaults but one: nothing is evicted from it (gcTime), as it
 * dies with its test anyway; so a test on a fake clock counts only the screen's own timers (its
 * polls), not the cache's eviction timers.
 */
export function testQueryClient (): QueryClient {
  const client = createQueryClient()
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, gcTime: Infinity },
    mutations: { ...client.getDefaultOptions().mutations, gcTime: Infinity },
  })
  return client
}

/**
 * A QueryClient of this render alone (testQueryClient): no test sees another's cache. A test that
 * leaves a screen and comes back, as the shell's one session cache would see it, passes `client`
 * to both renders.
 */
export function FreshQueries ({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [fresh] = useState(() => client ?? testQueryClient())
  return <QueryClientProvider client={fresh}>{children}</QueryClientProvider>
}

/**
 * `renderPage(page, path)` for one remote's tests: the page on its registry routes at `path`
 * (layout from the path, as the shell does), in StrictMode with the toaster and FreshQueries;
 * `location()` tells where the page navigated. `queries`: the render's query cache, when a test
 * renders twice over one (see FreshQueries).
 */
export function pageRenderer<R extends PageRegistry> (pages: R) {
  return function renderPage (page: keyof R, path: string, layout: LayoutKind = layoutForPath(path), queries?: QueryClient) {
    const { component: Page, paths } = pages[page]
    let current: Location | undefined
    // StrictMode as in the shell and mount(): effects run twice, so aborted requests must stay harmless.
    const utils = render(
      <StrictMode>
        <FreshQueries client={queries}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              {paths.map((p) => (
                <Route key={p} path={p} element={<Page layout={layout} />} />
              ))}
              <Route path='*' element={<p>elsewhere</p>} />
            </Routes>
            <LocationProbe onChange={(l) => (current = l)} />
          </MemoryRouter>
          <Toaster />
        </FreshQueries>
      </StrictMode>
    )
    return { ...utils, location: () => current! }
  }
}
