import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Toaster, apiClient, layoutForPath, useAuthStore, useCategoryStore, useToastStore, type LayoutKind } from '@sitefleet/shared';
import { adminToken, userToken } from '@sitefleet/shared/src/testing/tokens';
import { pages } from '../page-registry';

/** Renders one of this remote's pages on its registry routes at `path` (layout from the path, as the shell does), with the toaster. */
export function renderPage(page: keyof typeof pages, path: string, layout: LayoutKind = layoutForPath(path)) {
  const { component: Page, paths } = pages[page];
  // StrictMode as in the shell and mount(): effects run twice, so aborted requests must stay harmless.
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {paths.map((p) => (
            <Route key={p} path={p} element={<Page layout={layout} />} />
          ))}
        </Routes>
      </MemoryRouter>
      <Toaster />
    </StrictMode>,
  );
}

export function loginAs(role: 'user' | 'admin') {
  useAuthStore.getState().login(role === 'admin' ? adminToken() : userToken(), role === 'admin' ? 'Ada Admin' : 'Uma User');
}

/** Fresh stores between tests: logged out, natural category, no toasts. */
export function resetStores() {
  useAuthStore.getState().logout();
  useCategoryStore.getState().setCategory('natural');
  useToastStore.setState({ toasts: [] });
}

/** Full URLs (with query) of every request the shared client sends; the test server records paths only. */
export function recordUrls() {
  const urls: string[] = [];
  const id = apiClient.interceptors.request.use((config) => {
    urls.push(`${(config.method ?? 'get').toUpperCase()} ${apiClient.getUri(config).replace(/^https?:\/\/[^/]+/, '')}`);
    return config;
  });
  return { urls, stop: () => apiClient.interceptors.request.eject(id) };
}
